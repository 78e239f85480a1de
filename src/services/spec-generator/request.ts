import type { Queryable } from '../../db/types';
import type { MfCode } from '../../domain/csi';
import { sectionNumber } from '../../domain/csi-crosswalk';
import { notFound } from '../../errors';
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
