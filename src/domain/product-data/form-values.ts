import { inchFraction } from './display';
import { parseTradeNumber } from './parse';
import type { ProductTemplate, PropertyDefinition } from './template';
import { fromCanonical, toCanonical, unitSymbol, type UnitId } from './units';
import type { PropertyValue, PropertyValues } from './values';

/**
 * The typed product form's fields, named so a failed post's messages land on them: `properties.<id>` for one value,
 * `properties.<id>.min` / `.max` for a range, `properties.<id>~<n>` for the n-th checkbox of an enumeration that
 * holds several values. Numbers are typed in the property's display unit and stored in its canonical one.
 */
export const propertyField = (id: string): string => `properties.${id}`;
export const rangeField = (id: string, end: 'min' | 'max'): string => `properties.${id}.${end}`;
export const choiceField = (id: string, index: number): string => `properties.${id}~${index}`;

/** The unit a number is typed in, as its symbol ("min", "in"); empty for a count. */
export function formUnit(def: PropertyDefinition): string {
  return def.unit ? unitSymbol((def.display ?? def.unit) as UnitId) : '';
}

function editableNumber(def: PropertyDefinition, canonical: number): string {
  const unit = (def.display ?? def.unit) as UnitId;
  const shown = fromCanonical(canonical, unit);
  if (unit === 'in' && def.decimals === undefined) return inchFraction(shown);
  return String(Number(shown.toFixed(def.decimals ?? 4)));
}

/** The form's values for a stored record (what the form shows before anything is typed). */
export function formFieldsOf(template: ProductTemplate, values: PropertyValues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const def of template.properties) {
    const value = values[def.id];
    if (value === undefined) continue;
    if (def.type === 'number' && typeof value === 'number') fields[propertyField(def.id)] = editableNumber(def, value);
    else if (def.type === 'range' && typeof value === 'object' && !Array.isArray(value)) {
      fields[rangeField(def.id, 'min')] = editableNumber(def, value.min);
      fields[rangeField(def.id, 'max')] = editableNumber(def, value.max);
    } else if (def.type === 'enumeration' && def.multiple && Array.isArray(value)) {
      def.values!.forEach((allowed, i) => {
        if (value.includes(allowed)) fields[choiceField(def.id, i)] = allowed;
      });
    } else if (typeof value === 'boolean') fields[propertyField(def.id)] = value ? 'yes' : 'no';
    else fields[propertyField(def.id)] = String(value);
  }
  return fields;
}

function typedNumber(def: PropertyDefinition, text: string): number | null {
  const n = parseTradeNumber(text);
  return Number.isFinite(n) ? toCanonical(n, (def.display ?? def.unit) as UnitId) : null;
}

const text = (form: Record<string, unknown>, name: string): string => {
  const v = form[name];
  return typeof v === 'string' ? v.trim() : '';
};

/**
 * What a posted form says of the template's properties: blank fields stay unstated; a number that cannot be read
 * is an error naming `properties.<id>`. The values then go through the same validation as the API's.
 */
export function propertiesFromForm(template: ProductTemplate, form: Record<string, unknown>): { values: Record<string, PropertyValue>; errors: Record<string, string> } {
  const values: Record<string, PropertyValue> = {};
  const errors: Record<string, string> = {};
  for (const def of template.properties) {
    const name = propertyField(def.id);
    const unit = formUnit(def);
    const notNumber = `must be a number${unit ? ` in ${unit}` : ''}`;
    if (def.type === 'range') {
      const [min, max] = [text(form, rangeField(def.id, 'min')), text(form, rangeField(def.id, 'max'))];
      if (!min && !max) continue;
      const [a, b] = [typedNumber(def, min), typedNumber(def, max)];
      if (a === null || b === null) errors[name] = `give both ends as numbers${unit ? ` in ${unit}` : ''}`;
      else values[def.id] = { min: a, max: b };
    } else if (def.type === 'enumeration' && def.multiple) {
      const chosen = def.values!.filter((allowed, i) => text(form, choiceField(def.id, i)) === allowed);
      if (chosen.length) values[def.id] = chosen;
    } else {
      const typed = text(form, name);
      if (!typed) continue;
      if (def.type === 'number') {
        const n = typedNumber(def, typed);
        if (n === null) errors[name] = notNumber;
        else values[def.id] = n;
      } else if (def.type === 'boolean') values[def.id] = typed === 'yes';
      else values[def.id] = typed;
    }
  }
  return { values, errors };
}

/** A canonical bound shown in the display unit for a form's hint ("240"), or null without one. */
export function boundText(def: PropertyDefinition, canonical: number | undefined): string | null {
  return canonical === undefined ? null : editableNumber(def, canonical);
}
