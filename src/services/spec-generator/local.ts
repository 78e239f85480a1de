import type { Queryable } from '../../db/types';
import type { SectionModel } from '../../domain/spec-output';
import { buildSectionModel, hasManufacturersArticle, sectionLines, withComparableProducts } from '../../domain/spec-output';
import { applySaved, buildWizardTree, editSection } from '../../domain/spec-wizard';
import { comparableManufacturers } from '../specs/comparable-manufacturers';
import { renderDocx } from './docx';
import { FORMAT_INFO } from './formats';
import { SECTION_HTML_CSP, renderHtml } from './html';
import type { ResolvedRequest } from './request';
import { renderRtf } from './rtf';

export interface GeneratedFile {
  body: Buffer;
  contentType: string;
  /** A Content-Security-Policy for a file shown inline. */
  csp: string | null;
}

const CREATOR = 'SpecFind';

/**
 * The selection re-applied through the wizard rules (callers have refused or reported ids that match nothing),
 * the edited section with its "or equal" alternatives.
 */
export async function buildModel(db: Queryable, request: ResolvedRequest, now = new Date()): Promise<SectionModel> {
  const { document } = request;
  const { state } = applySaved(buildWizardTree(document.body), request.ids, request.inputs);
  const model = buildSectionModel({
    edited: editSection(document.body, state),
    number: request.number,
    manufacturer: document.companyName,
    generatedOn: now,
  });
  if (!hasManufacturersArticle(model)) return model;
  return withComparableProducts(model, await comparableManufacturers(db, document.section, document.coid));
}

/** Our own generator: the section written as DOCX, RTF or HTML. */
export async function generateLocally(db: Queryable, request: ResolvedRequest): Promise<GeneratedFile> {
  const model = await buildModel(db, request);
  const lines = sectionLines(model);
  const { contentType } = FORMAT_INFO[request.format];
  switch (request.format) {
    case 'docx':
      return { body: await renderDocx(lines, model.heading, CREATOR), contentType, csp: null };
    case 'rtf':
      return { body: Buffer.from(renderRtf(lines, model.heading), 'ascii'), contentType, csp: null };
    case 'html':
      return { body: Buffer.from(renderHtml(lines, model.heading), 'utf8'), contentType, csp: SECTION_HTML_CSP };
  }
}
