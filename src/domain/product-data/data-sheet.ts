import { displayValue } from './display';
import type { ProductTemplate, PropertyGroup } from './template';
import type { PropertyValues } from './values';

interface DataSheetRow {
  group: PropertyGroup;
  label: string;
  value: string;
}

/** The data sheet of a record: each stated property under its group in template order, one row per standard. */
export function dataSheetRows(template: ProductTemplate, values: PropertyValues): DataSheetRow[] {
  const rows: DataSheetRow[] = [];
  for (const def of template.properties) {
    const value = values[def.id];
    if (value === undefined) continue;
    if (def.multiple && Array.isArray(value) && def.group === 'standards') {
      for (const s of value) rows.push({ group: 'standards', label: 'Standard', value: s });
    } else rows.push({ group: def.group, label: def.name, value: displayValue(def, value) });
  }
  return rows;
}
