import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../scripts/seed/categories';
import { planCompanies } from '../../scripts/seed/companies';
import { certificateText } from '../../scripts/seed/content-text';
import { buildProducts } from '../../scripts/seed/products';
import { Rng } from '../../scripts/seed/prng';

const FAMILIES = CATEGORIES.flatMap((c) => c.families);

/** Every product of a 16,000-product catalog plan, with its company's plan. */
function plannedProducts() {
  const root = new Rng(20261122);
  const plans = planCompanies(root.fork('companies'), 1000, 16_000);
  let seq = 1;
  return plans.flatMap((plan) => {
    const products = buildProducts(root.fork(plan.coid), plan, seq);
    seq += products.length;
    return products.filter((p) => !p.heading).map((product) => ({ plan, product }));
  });
}

describe('seed families (issue 14)', () => {
  const products = plannedProducts();

  it('has packaged rooftop units (RTU) and vinyl composition tile (VCT) with their data-sheet rows', () => {
    const rtu = FAMILIES.find((f) => f.heading === 'Packaged Rooftop Units')!;
    const vct = FAMILIES.find((f) => f.heading === 'Vinyl Composition Tile')!;
    // Filed under 23 74 00, the level the MasterFormat table lists and the section the thesaurus gives "RTU".
    expect([rtu.section, vct.section]).toEqual(['23 74 00', '09 65 19']);
    for (const family of [rtu, vct]) {
      const made = products.filter((p) => p.product.family.heading === family.heading);
      expect(made.length, family.heading).toBeGreaterThan(5);
      const measured = made.filter(({ product }) => product.attributes.some((a) => a.group === 'performance' || a.group === 'dimensions'));
      expect(measured.length / made.length, family.heading).toBeGreaterThan(0.8);
    }
    const capacities = products.filter((p) => p.product.family === rtu).flatMap((p) => p.product.attributes.filter((a) => a.label === 'Cooling capacity'));
    expect(capacities[0]?.value).toMatch(/^\d+(\.\d)? tons$/);
  });

  it('rates most hollow metal doors, and a rated door states its rating in its data sheet and its description', () => {
    const doors = products.filter((p) => p.product.section === '08 11 13');
    const rated = doors.filter((p) => p.product.fireRatingMinutes !== null);
    expect(doors.length).toBeGreaterThan(20);
    expect(rated.length / doors.length).toBeGreaterThan(0.5);
    expect(rated.length).toBeLessThan(doors.length);
    for (const { product } of doors) {
      const row = product.attributes.find((a) => a.label === 'Fire rating');
      const minutes = product.fireRatingMinutes;
      if (minutes === null) {
        expect(row, product.name).toBeUndefined();
        expect(product.description).not.toMatch(/fire rating/);
      } else {
        // The record's rating, printed in minutes as the data sheet and the description both say it.
        expect(row?.value).toBe(`${minutes} min`);
        expect(product.description).toContain(`${minutes} min fire rating`);
      }
    }
  });

  it("gives a hollow metal door a fire certificate only when it is rated, and one of the door's own rating", () => {
    const rng = new Rng(7);
    let fireCerts = 0;
    for (const { plan, product } of products.filter((p) => p.product.section === '08 11 13')) {
      for (let i = 0; i < 5; i++) {
        const { cert } = certificateText(rng, product, plan);
        if (!/Fire/.test(cert)) continue;
        fireCerts++;
        expect(product.fireRatingMinutes, `${product.name}: ${cert}`).not.toBeNull();
        expect(cert).toMatch(new RegExp(`– ${product.fireRatingMinutes} Minute$`));
      }
    }
    expect(fireCerts).toBeGreaterThan(10);
  });
});
