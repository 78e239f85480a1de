import type { ProductTemplate } from '../../src/domain/product-data/template';
import { fromCanonical, toCanonical } from '../../src/domain/product-data/units';
import type { PropertyValues } from '../../src/domain/product-data/values';

/**
 * A board's thermal resistance is its material's resistance per inch times its thickness: worked out, never
 * drawn on its own, so a 2 in polyiso board is on every page. `perInch` is in °F·ft²·h/Btu per inch.
 */
export function resistanceFromThickness(perInch: number | ((values: PropertyValues) => number)) {
  return (values: PropertyValues, template: ProductTemplate): PropertyValues => {
    const thickness = values.thickness;
    if (typeof thickness !== 'number') return values;
    const pinned = values['r-value-per-inch'];
    const rate = typeof pinned === 'number' ? fromCanonical(pinned, 'Rus') : typeof perInch === 'number' ? perInch : perInch(values);
    const total = Math.round(rate * fromCanonical(thickness, 'in') * 10) / 10;
    const out: PropertyValues = { ...values, 'r-value': toCanonical(total, 'Rus') };
    if (template.properties.some((p) => p.id === 'r-value-per-inch')) out['r-value-per-inch'] = toCanonical(rate, 'Rus');
    return out;
  };
}
