import * as WebIfc from 'web-ifc';
import type { QualityCheck } from '../../../domain/uploads/quality-report';
import { UPLOAD_CHECK_LIMITS } from './limits';
import type { CheckOutcome } from './outcome';

/** One property the record states and the template maps to IFC: where it should be and what it should say. */
interface ExpectedIfcProperty {
  /** `Pset_DoorCommon.FireRating`. */
  ifc: string;
  name: string;
  /** The canonical value (numbers), or the display text (labels, enumerations), or a boolean. */
  value: number | string | boolean;
  /** The value as the data sheet prints it, for messages and for properties IFC types as labels. */
  display: string;
}

/** What an IFC model of a product must contain: the template's class, and the record's mapped properties. */
export interface IfcExpectation {
  ifcClass: string;
  properties: ExpectedIfcProperty[];
}

const SCHEMAS = ['IFC2X3', 'IFC4', 'IFC4X3'];

let api: Promise<WebIfc.IfcAPI> | null = null;

/** web-ifc's WASM, loaded once per worker (before it takes tasks). */
export function loadWebIfc(): Promise<WebIfc.IfcAPI> {
  api ??= (async () => {
    const ifc = new WebIfc.IfcAPI();
    await ifc.Init();
    ifc.SetLogLevel(WebIfc.LogLevel.LOG_LEVEL_OFF);
    return ifc;
  })();
  return api;
}

interface Named {
  value?: unknown;
}
interface PropertySetLine {
  Name?: Named;
  HasProperties?: Array<{ Name?: Named; NominalValue?: { name?: string; value?: unknown } | null }>;
}
interface QuantitySetLine {
  Name?: Named;
  Quantities?: Array<Record<string, unknown> & { Name?: Named }>;
}

type Written = { type: string; value: unknown };

function propertySets(ifc: WebIfc.IfcAPI, model: number): Map<string, Map<string, Written>> {
  const sets = new Map<string, Map<string, Written>>();
  const lines = <T,>(type: number): T[] => {
    const ids = ifc.GetLineIDsWithType(model, type);
    return Array.from({ length: ids.size() }, (_, i) => ifc.GetLine(model, ids.get(i), true) as T);
  };
  for (const set of lines<PropertySetLine>(WebIfc.IFCPROPERTYSET)) {
    const props = sets.get(String(set.Name?.value)) ?? new Map<string, Written>();
    for (const p of set.HasProperties ?? []) if (p?.NominalValue) props.set(String(p.Name?.value), { type: String(p.NominalValue.name), value: p.NominalValue.value });
    sets.set(String(set.Name?.value), props);
  }
  for (const set of lines<QuantitySetLine>(WebIfc.IFCELEMENTQUANTITY)) {
    const props = sets.get(String(set.Name?.value)) ?? new Map<string, Written>();
    for (const q of set.Quantities ?? []) {
      const measured = Object.entries(q).find(([key, v]) => key.endsWith('Value') && v && typeof v === 'object' && 'value' in v);
      if (measured) props.set(String(q.Name?.value), { type: 'quantity', value: (measured[1] as Named).value });
    }
    sets.set(String(set.Name?.value), props);
  }
  return sets;
}

/** Whether a written value says what the record says: labels as the data sheet prints them, numbers in canonical units. */
function agrees(expected: ExpectedIfcProperty, written: Written): boolean {
  if (typeof expected.value === 'boolean') return written.value === expected.value || written.value === (expected.value ? 'T' : 'F');
  if (written.type === 'IFCLABEL' || written.type === 'IFCTEXT' || written.type === 'IFCIDENTIFIER') return String(written.value) === expected.display;
  if (typeof expected.value === 'number') {
    const n = Number(written.value);
    return Number.isFinite(n) && Math.abs(n - expected.value) <= 1e-6 * Math.max(1, Math.abs(expected.value));
  }
  return String(written.value) === String(expected.value);
}

/** An IFC model read with web-ifc: it opens, its schema is one we know, it holds the template's class and the record's properties. */
export async function checkIfc(bytes: Uint8Array, expected: IfcExpectation | null): Promise<CheckOutcome> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const instances = text.match(/^\s*#\d+\s*=/gm)?.length ?? 0;
  if (instances > UPLOAD_CHECK_LIMITS.ifcInstances) {
    return { checks: [{ name: 'instances', ok: false, message: `more than ${UPLOAD_CHECK_LIMITS.ifcInstances.toLocaleString('en-US')} instances` }], phrases: [] };
  }
  const ifc = await loadWebIfc();
  let model = -1;
  try {
    model = ifc.OpenModel(bytes);
  } catch (error) {
    return { checks: [{ name: 'opens', ok: false, message: `web-ifc cannot open it: ${(error as Error).message.slice(0, 200)}` }], phrases: [] };
  }
  if (model < 0) return { checks: [{ name: 'opens', ok: false, message: 'web-ifc cannot open it' }], phrases: [] };
  try {
    const checks: QualityCheck[] = [{ name: 'opens', ok: true, message: `web-ifc opens it: ${instances.toLocaleString('en-US')} instances` }];
    const schema = String(ifc.GetModelSchema(model) ?? '');
    const known = SCHEMAS.find((s) => schema.toUpperCase() === s || schema.toUpperCase().startsWith(`${s}_`));
    checks.push(known ? { name: 'schema', ok: true, message: `schema ${schema}` } : { name: 'schema', ok: false, message: `schema ${schema || 'unknown'}: not IFC2X3, IFC4 or IFC4X3` });
    const phrases = [known ?? schema];
    if (!expected) return { checks, phrases };
    const code = (WebIfc as unknown as Record<string, number>)[expected.ifcClass.toUpperCase()];
    const elements = code === undefined ? 0 : ifc.GetLineIDsWithType(model, code).size();
    checks.push(elements > 0 ? { name: 'class', ok: true, message: `${elements} ${expected.ifcClass}` } : { name: 'class', ok: false, message: `no ${expected.ifcClass}, the class the product's template names` });
    phrases.push(expected.ifcClass);
    if (expected.properties.length) {
      const sets = propertySets(ifc, model);
      const problems: string[] = [];
      for (const p of expected.properties) {
        const [setName, property] = p.ifc.split('.');
        const written = sets.get(setName)?.get(property);
        if (!written) problems.push(`${p.ifc} is missing`);
        else if (!agrees(p, written)) problems.push(`${p.ifc} is ${String(written.value)}, the record says ${p.display}`);
      }
      checks.push(
        problems.length
          ? { name: 'properties', ok: false, message: problems.slice(0, 5).join('; ') + (problems.length > 5 ? `; and ${problems.length - 5} more` : '') }
          : { name: 'properties', ok: true, message: `${expected.properties.length} properties agree with the product record` },
      );
      phrases.push('property sets complete');
    }
    return { checks, phrases };
  } finally {
    ifc.CloseModel(model);
  }
}
