import type { Queryable } from '../../db/types';
import type { MfCode } from '../../domain/csi';
import { sectionNumber } from '../../domain/csi-crosswalk';
import { buildWizardTree } from '../../domain/spec-wizard';
import { badRequest, notFound } from '../../errors';
import type { SpecDocument } from '../specs/spec-store';
import { specByFilename, specOfWizard, wizardByFilename } from '../specs/spec-store';
import type { SpecFormat } from './formats';
import { defaultBaseName, sanitizeBaseName } from './formats';

/** A request to the spec generator, as the API parsed it (the spec generation URL's fields, plus inputs). */
export interface SpecRequest {
  coid: number;
  /** The spec document's filename ('abc-081113.spec') or its wizard's ('abc-081113.sw'). */
  spec: string;
  format: SpecFormat;
  /** Selected spec ids (paragraphs and options), in saved order. */
  ids: string[];
  /** Condition input values by input name ('p-1-4-D-value'). */
  inputs: Record<string, string>;
  /** Download base name asked for (already limited to safe characters), or null for the default. */
  filename: string | null;
  mf: MfCode;
}

/** A request resolved against the catalog: the spec it edits and the download name. */
export interface ResolvedRequest extends SpecRequest {
  document: SpecDocument;
  /** The section number as shown in the requested format. */
  number: string;
  baseName: string;
}

async function findSpec(db: Queryable, name: string): Promise<SpecDocument | null> {
  if (!name.endsWith('.sw')) return specByFilename(db, name);
  const wizard = await wizardByFilename(db, name);
  return wizard ? specOfWizard(db, wizard) : null;
}

/** The spec of a request; 404 when it is unknown, offline, or not the company's. */
export async function resolveRequest(db: Queryable, request: SpecRequest): Promise<ResolvedRequest> {
  const document = await findSpec(db, request.spec);
  if (!document || document.coid !== request.coid) throw notFound(`Unknown spec for company ${request.coid}: ${request.spec}`);
  const number = sectionNumber(document.section, request.mf);
  const baseName = request.filename ?? sanitizeBaseName(defaultBaseName(number, document.body.title, document.companyName)) ?? String(document.coid);
  return { ...request, document, number, baseName };
}

/** Unknown ids named in a refusal; the rest are counted. */
const NAMED_UNKNOWN = 20;

function unknownList(names: string[]): string {
  const named = names.slice(0, NAMED_UNKNOWN).join(', ');
  return names.length > NAMED_UNKNOWN ? `${named} and ${names.length - NAMED_UNKNOWN} more` : named;
}

/**
 * Every selected id and input name must name a line of the spec: a selection that silently loses lines would write
 * a section that is not the one chosen (or an empty one). 400 naming the unknown ones, whether some or all are.
 */
export function requireKnownSelection(request: ResolvedRequest): void {
  const { nodes } = buildWizardTree(request.document.body);
  const lineIds = new Set(nodes.map((n) => n.id));
  const inputNames = new Set(nodes.flatMap((n) => (n.conditionInputName ? [n.conditionInputName] : [])));
  const ids = request.ids.filter((id) => !lineIds.has(id));
  const inputs = Object.keys(request.inputs).filter((name) => !inputNames.has(name));
  const fields: Record<string, string> = {};
  if (ids.length) fields.data = `${ids.length === request.ids.length ? 'no' : 'some'} ids are in ${request.document.filename}; unknown: ${unknownList(ids)}`;
  if (inputs.length) fields.inputs = `input names not in ${request.document.filename}: ${unknownList(inputs)}`;
  if (!ids.length && !inputs.length) return;
  const summary = Object.entries(fields).map(([field, message]) => `${field}: ${message}`).join('; ');
  throw badRequest(`Invalid query: ${summary}`, { fields });
}
