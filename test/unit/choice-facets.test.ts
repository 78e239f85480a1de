import { describe, expect, it } from 'vitest';
import { CHOICE_FACETS, choiceValuesOf } from '../../src/domain/choice-facets';
import { FACET_NAMES, facetQuery } from '../../src/domain/facets';
import { PRODUCT_TEMPLATES } from '../../src/domain/product-data/templates';

describe('choice facets of the product record', () => {
  it('are every enumeration and boolean a template marks as a facet, one per property id', () => {
    const marked = new Set(
      PRODUCT_TEMPLATES.flatMap((t) => t.properties.filter((p) => p.facet && (p.type === 'enumeration' || p.type === 'boolean')).map((p) => p.id)),
    );
    expect(new Set(CHOICE_FACETS.map((f) => f.property))).toEqual(marked);
    expect(CHOICE_FACETS.find((f) => f.property === 'material')!.values.map((v) => v.slug)).toEqual(
      expect.arrayContaining(['polyisocyanurate', 'extruded-polystyrene-xps', 'mineral-wool', 'mineral-fiber']),
    );
    expect(CHOICE_FACETS.find((f) => f.property === 'seismic')!.values.map((v) => [v.slug, v.stored])).toEqual([['yes', true], ['no', false]]);
  });

  it('never take a query field of the pages: a taken id is prefixed, and no two facets share a name or a value slug', () => {
    expect(new Set(FACET_NAMES).size).toBe(FACET_NAMES.length);
    expect(CHOICE_FACETS.find((f) => f.property === 'format')!.name).toBe('product-format');
    for (const name of ['page', 'sort', 'compare', 'q', 'type']) expect(CHOICE_FACETS.map((f) => f.name)).not.toContain(name);
    for (const f of CHOICE_FACETS) expect(new Set(f.values.map((v) => v.slug)).size, f.name).toBe(f.values.length);
  });

  it("read a record's stored choices as facet values, and parse them from a query with a message naming the field", () => {
    expect(choiceValuesOf({ material: 'polyisocyanurate', seismic: false, width: 1.2 })).toEqual([
      ['material', 'polyisocyanurate'],
      ['seismic', 'no'],
    ]);
    expect(facetQuery.parse({ material: ['mineral-wool', 'polyisocyanurate'], seismic: 'yes' })).toMatchObject({ material: ['mineral-wool', 'polyisocyanurate'], seismic: ['yes'] });
    const bad = facetQuery.safeParse({ material: 'granite' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0].path).toEqual(['material']);
  });
});
