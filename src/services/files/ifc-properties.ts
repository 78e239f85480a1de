import type { ProductRecord } from '../../domain/drawing-attributes';
import { displayValue } from '../../domain/product-data/display';
import type { PropertyDefinition } from '../../domain/product-data/template';
import type { PropertyValue } from '../../domain/product-data/values';
import { real, str, type StepData } from './ifc-step';

/**
 * The record's IFC properties: each property a template maps to `Pset_X.Prop` is written into that property
 * set, `Qto_X.Prop` into that quantity set, with its value in the canonical SI unit the file declares
 * (ratings the IFC schema types as labels, FireRating and AcousticRating, as the display value's text),
 * and the record's materials (its construction choices) as a constituent set.
 */

/** IFC measure type of each canonical unit. */
const MEASURES: Record<string, string> = {
  m: 'IFCLENGTHMEASURE',
  m2: 'IFCAREAMEASURE',
  m3: 'IFCVOLUMEMEASURE',
  kg: 'IFCMASSMEASURE',
  s: 'IFCTIMEMEASURE',
  Pa: 'IFCPRESSUREMEASURE',
  N: 'IFCFORCEMEASURE',
  W: 'IFCPOWERMEASURE',
  K: 'IFCTHERMODYNAMICTEMPERATUREMEASURE',
  'm/s': 'IFCLINEARVELOCITYMEASURE',
  'm3/s': 'IFCVOLUMETRICFLOWRATEMEASURE',
  'kg/m3': 'IFCMASSDENSITYMEASURE',
  'm2K/W': 'IFCTHERMALRESISTANCEMEASURE',
  'W/m2K': 'IFCTHERMALTRANSMITTANCEMEASURE',
  ratio: 'IFCNORMALISEDRATIOMEASURE',
  count: 'IFCCOUNTMEASURE',
  dB: 'IFCSOUNDPRESSURELEVELMEASURE',
};

/** Properties the IFC schema types as IfcLabel though the record measures them. */
const LABEL_PROPERTIES: ReadonlySet<string> = new Set(['FireRating', 'AcousticRating']);

/** The STEP value of one property: a measure in the canonical unit, a label, or a boolean. */
function ifcValue(def: PropertyDefinition, value: PropertyValue, property: string): string {
  if (typeof value === 'boolean') return `IFCBOOLEAN(${value ? '.T.' : '.F.'})`;
  if (typeof value === 'number' && def.unit && !LABEL_PROPERTIES.has(property)) return `${MEASURES[def.unit] ?? 'IFCREAL'}(${real(value)})`;
  return `IFCLABEL(${str(displayValue(def, value))})`;
}

interface Related {
  d: StepData;
  id: () => string;
  owner: string;
  element: string;
}

/** Writes the record's property and quantity sets and its materials, related to the element. */
export function writeRecordProperties(r: Related, record: ProductRecord): void {
  const { d, id, owner, element } = r;
  const sets = new Map<string, string[]>();
  for (const def of record.template.properties) {
    const value = record.values[def.id];
    if (!def.ifc || value === undefined) continue;
    const [setName, property] = def.ifc.split('.');
    const list = sets.get(setName) ?? [];
    if (setName.startsWith('Qto_')) {
      if (typeof value === 'number' && def.unit === 'm') list.push(d.add(`IFCQUANTITYLENGTH(${str(property)},$,$,${real(value)},$)`));
    } else list.push(d.add(`IFCPROPERTYSINGLEVALUE(${str(property)},$,${ifcValue(def, value, property)},$)`));
    sets.set(setName, list);
  }
  for (const [setName, list] of sets) {
    if (list.length === 0) continue;
    const set = setName.startsWith('Qto_')
      ? d.add(`IFCELEMENTQUANTITY(${id()},${owner},${str(setName)},$,$,(${list.join(',')}))`)
      : d.add(`IFCPROPERTYSET(${id()},${owner},${str(setName)},$,(${list.join(',')}))`);
    d.add(`IFCRELDEFINESBYPROPERTIES(${id()},${owner},$,$,(${element}),${set})`);
  }

  const constituents = record.template.properties.flatMap((def) => {
    const value = record.values[def.id];
    if (def.group !== 'construction' || value === undefined || (def.type !== 'enumeration' && def.type !== 'text')) return [];
    const material = d.add(`IFCMATERIAL(${str(displayValue(def, value))},$,${str(def.name)})`);
    return [d.add(`IFCMATERIALCONSTITUENT(${str(def.name)},$,${material},$,$)`)];
  });
  if (constituents.length > 0) {
    const set = d.add(`IFCMATERIALCONSTITUENTSET(${str(record.template.name)},$,(${constituents.join(',')}))`);
    d.add(`IFCRELASSOCIATESMATERIAL(${id()},${owner},$,$,(${element}),${set})`);
  }
}
