import DxfParser from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../scripts/seed/categories';
import { productRecord } from '../../scripts/seed/product-record';
import { drawnRows, recordDimensions } from '../../src/domain/drawing-attributes';
import { propertySets } from '../helpers/ifc-property-sets';
import { renderDxf, renderIfc, type FileSubject } from '../../src/services/files/index';
import { elementKind } from '../../src/services/files/subject';
import { deref, readStep, type StepInstance, type StepValue } from '../../src/services/previews/step-reader';

/**
 * The generated drawings read back by readers that share no code with the writers: dxf-parser
 * (a maintained DXF parser) and a STEP reader. ezdxf and web-ifc (Python / WASM) are not
 * installed here, so these two stand in for them.
 */

const FAMILIES = CATEGORIES.flatMap((c) => c.families);
const VIEWS = ['Elevation', 'Plan Detail', 'Head Detail'] as const;

function subjectFor(family: (typeof FAMILIES)[number], view: string, contentType = 'cad'): FileSubject {
  const record = productRecord(family, family.nouns[0], `Velacore ${family.nouns[0]}`, family.fireRated ? 90 : null, 5);
  return {
    contentType,
    title: `Velacore ${family.short} ${view} (DXF)`,
    filename: `velacore-${family.section.replace(/ /g, '')}.dxf`,
    companyName: 'Tessmer Building Products',
    productName: family.nouns[0],
    section: family.section,
    description: `${view} of the Velacore ${family.nouns[0].toLowerCase()}.`,
    productRecord: record && { ...record, tradename: 'Velacore', documents: [] },
    date: new Date(Date.UTC(2026, 5, 1)),
  };
}

/** HATCH entities counted straight from the group-code pairs (dxf-parser 1.1 does not read hatches). */
function hatchCount(text: string): number {
  const lines = text.split('\n');
  let count = 0;
  for (let i = 0; i + 1 < lines.length; i += 2) if (lines[i].trim() === '0' && lines[i + 1] === 'HATCH') count++;
  return count;
}

describe('the element a drawing shows', () => {
  it("is the record's: a glass-mat gypsum board is a panel whose section dimensions its own thickness", () => {
    const gypsum = FAMILIES.find((f) => f.nouns.includes('Glass-Mat Sheathing'))!;
    const subject = { ...subjectFor(gypsum, 'Section'), productName: 'Series 340 Glass-Mat Sheathing' };
    subject.productRecord = { ...subject.productRecord!, values: { ...subject.productRecord!.values, thickness: 0.0127 } };
    expect(elementKind(subject)).toBe('panel');
    const dxf = new DxfParser().parseSync(renderDxf(subject))!;
    const measured = dxf.entities.filter((e) => e.type === 'DIMENSION').map((e) => (e as unknown as { actualMeasurement: number }).actualMeasurement);
    expect(measured.some((m) => Math.abs(m - 0.5) < 1e-3), measured.join(', ')).toBe(true);
  });
});

describe('DXF drawings read with dxf-parser', () => {
  const drawings = FAMILIES.flatMap((family) => VIEWS.map((view) => ({ family, view, subject: subjectFor(family, view) })));

  it('every family and view parses, in inches, with entities on named A- layers', () => {
    expect(drawings.length).toBeGreaterThan(150);
    for (const { subject } of drawings) {
      const dxf = new DxfParser().parseSync(renderDxf(subject))!;
      expect(dxf.header.$ACADVER).toBe('AC1015');
      expect(dxf.header.$INSUNITS).toBe(1);
      const layers = Object.keys(dxf.tables.layer.layers);
      for (const layer of ['A-DOOR', 'A-GLAZ', 'A-DIMS', 'A-ANNO', 'A-HATC']) expect(layers).toContain(layer);
      for (const entity of dxf.entities) expect(layers).toContain(entity.layer);
      const types = new Set(dxf.entities.map((e) => e.type));
      for (const type of ['LWPOLYLINE', 'TEXT', 'MTEXT', 'INSERT', 'DIMENSION']) expect(types, subject.title).toContain(type);
      const dimension = dxf.entities.find((e) => e.type === 'DIMENSION') as unknown as { block: string };
      expect(dxf.blocks[dimension.block]?.entities?.length).toBeGreaterThan(0);
    }
  });

  it('draws a door plan with its swing arc, hatched walls and the leaf as thick as the product states', () => {
    const door = FAMILIES.find((f) => f.section === '08 14 16')!;
    const subject = subjectFor(door, 'Plan Detail');
    const text = renderDxf(subject);
    const dxf = new DxfParser().parseSync(text)!;
    const arcs = dxf.entities.filter((e) => e.type === 'ARC');
    expect(arcs.length).toBeGreaterThan(0);
    expect(arcs.every((a) => a.layer === 'A-SWNG')).toBe(true);
    expect(hatchCount(text)).toBeGreaterThanOrEqual(2);
    // The leaf is as thick as the record says (1-3/4 or 2-1/4 in for flush wood doors).
    const thickness = recordDimensions(subject.productRecord!).thickness!;
    expect([1.75, 2.25]).toContain(thickness);
    expect(text).toContain(`LEAF ${thickness}" THICK`);
  });

  it('draws elevation, plan and section differently, and each family its own way', () => {
    const door = FAMILIES.find((f) => f.section === '08 11 13')!;
    const window = FAMILIES.find((f) => f.section === '08 53 13')!;
    const signature = (subject: FileSubject) => {
      const dxf = new DxfParser().parseSync(renderDxf(subject))!;
      return dxf.entities.map((e) => `${e.type}:${e.layer}`).sort().join(',');
    };
    const doorViews = VIEWS.map((v) => signature(subjectFor(door, v)));
    expect(new Set(doorViews).size).toBe(3);
    expect(signature(subjectFor(window, 'Elevation'))).not.toBe(doorViews[0]);
    const windowElevation = new DxfParser().parseSync(renderDxf(subjectFor(window, 'Elevation')))!;
    expect(windowElevation.entities.some((e) => e.layer === 'A-GLAZ')).toBe(true);
    const doorElevation = new DxfParser().parseSync(renderDxf(subjectFor(door, 'Elevation')))!;
    const hinges = doorElevation.entities.filter((e) => e.type === 'INSERT' && (e as unknown as { name: string }).name === 'SF-HINGE');
    expect(hinges.length).toBeGreaterThanOrEqual(3);
  });
});

function refs(value: StepValue, out: number[] = []): number[] {
  if (Array.isArray(value)) for (const v of value) refs(v, out);
  else if (value && typeof value === 'object') {
    if ('ref' in value) out.push(value.ref);
    else if ('value' in value) refs(value.value, out);
  }
  return out;
}

describe('IFC models read with a STEP reader', () => {
  const models = FAMILIES.map((family) => {
    const subject = { ...subjectFor(family, 'BIM Object'), contentType: 'bim', title: `Velacore ${family.nouns[0]} BIM Object (IFC)` };
    return { family, subject, model: readStep(renderIfc(subject)) };
  });

  it('every model parses, every reference resolves, and the element has its class and solid body', () => {
    for (const { subject, model } of models) {
      for (const instance of model.values()) for (const ref of refs(instance.args)) expect(model.has(ref)).toBe(true);
      const kind = elementKind(subject);
      const types = [...model.values()].map((i) => i.type);
      const named = subject.productRecord?.template.ifcClass.toUpperCase();
      const expected = named ?? (kind === 'door' ? 'IFCDOOR' : kind === 'window' ? 'IFCWINDOW' : /^(07 [1-6]|09)/.test(subject.section!) ? 'IFCCOVERING' : 'IFCBUILDINGELEMENTPROXY');
      expect(types, subject.title).toContain(expected);
      expect(types.filter((t) => t === 'IFCEXTRUDEDAREASOLID').length).toBeGreaterThanOrEqual(3);
      expect(types).toContain('IFCRELCONTAINEDINSPATIALSTRUCTURE');
    }
  });

  it('gives a door a frame, a leaf and its swing; a window frame, sash and glass; a panel its faces and core', () => {
    const parts = (section: string) => {
      const { model } = models.find((m) => m.family.section === section)!;
      return new Set([...model.values()].filter((i) => i.type === 'IFCRECTANGLEPROFILEDEF').map((i) => i.args[1]));
    };
    expect(parts('08 11 13')).toEqual(new Set(['Jamb', 'Head', 'Leaf']));
    expect(parts('08 53 13')).toEqual(new Set(['Frame', 'Sash', 'Glass']));
    expect(parts('09 29 00')).toEqual(new Set(['Face', 'Core']));
    const door = models.find((m) => m.family.section === '08 11 13')!.model;
    const footprint = [...door.values()].find((i) => i.type === 'IFCSHAPEREPRESENTATION' && i.args[1] === 'FootPrint');
    expect(deref(door, (footprint!.args[3] as StepValue[])[0])?.type).toBe('IFCPOLYLINE');
  });

  it('carries the product attributes in property sets', () => {
    const { model, subject } = models.find((m) => m.family.section === '08 11 13')!;
    const sets = propertySets(model);
    const rows = new Map(drawnRows(subject.productRecord!).map((r) => [r.label, r.value]));
    expect(sets.get('Pset_ManufacturerTypeInformation')?.get('Manufacturer')).toBe('Tessmer Building Products');
    // Hollow metal doors: '14-gauge ... face sheets', 'U-factor 0.24', 'STC 33 acoustic rating'.
    const product = sets.get('SpecFinder_Product')!;
    expect(product.get('CSISection')).toBe('08 11 13');
    expect(product.get('Face sheet gauge')).toBe(rows.get('Face sheet gauge'));
    expect(product.get('OverallWidth')).toBeCloseTo(recordDimensions(subject.productRecord!).width! * 0.0254, 6);
    expect(sets.get('Pset_DoorCommon')?.get('AcousticRating')).toBe(rows.get('Sound transmission class (STC)'));
    const panel = propertySets(models.find((m) => m.family.section === '09 29 00')!.model).get('SpecFinder_Product')!;
    expect(panel.get('Thickness')).toBeGreaterThan(0);
  });
});
