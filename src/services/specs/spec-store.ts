import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { SpecBody } from '../../domain/spec-document';
import type { WizardTree } from '../../domain/spec-wizard';

/**
 * Reads specification documents and spec wizards. A spec document belongs to a content
 * item of type spec; a wizard to one of type sw. A wizard edits the spec document of the
 * same manufacturer and CSI section.
 */

/** What spec documents and wizards share: their content item and manufacturer. */
interface SpecFileFacts {
  contentId: number;
  coid: number;
  companyName: string;
  title: string;
  description: string;
  /** MasterFormat 2004 number, '08 11 13'. */
  section: string;
  publishedAt: string;
}

export interface SpecDocument extends SpecFileFacts {
  /** 'abc-081113.spec' */
  filename: string;
  /** The PDF of the spec (content_items.filename). */
  pdfFilename: string | null;
  online: boolean;
  body: SpecBody;
}

export interface SpecWizard extends SpecFileFacts {
  /** 'abc-081113.sw' */
  filename: string;
  active: boolean;
  tree: WizardTree;
}

const SPEC_COLUMNS = sql.raw(`d.content_id AS "contentId", d.filename, ci.coid, c.name AS "companyName", ci.title, ci.description,
  ci.section, ci.filename AS "pdfFilename", to_char(ci.published_at, 'YYYY-MM-DD') AS "publishedAt", ci.online, d.body`);
const SPEC_FROM = sql.raw(`spec_documents d JOIN content_items ci ON ci.id = d.content_id JOIN companies c ON c.coid = ci.coid`);

const WIZARD_COLUMNS = sql.raw(`w.content_id AS "contentId", w.filename, ci.coid, c.name AS "companyName", ci.title, ci.description,
  ci.section, w.active, to_char(ci.published_at, 'YYYY-MM-DD') AS "publishedAt", w.tree`);
/** spec_wizards w with its content item ci and company c; shared with wizard-list.ts. */
export const WIZARD_FROM = sql.raw(`spec_wizards w JOIN content_items ci ON ci.id = w.content_id JOIN companies c ON c.coid = ci.coid`);

/** An online spec document by content id. */
export function specById(db: Queryable, contentId: number): Promise<SpecDocument | null> {
  return db.maybeOne<SpecDocument>(sql`SELECT ${SPEC_COLUMNS} FROM ${SPEC_FROM} WHERE d.content_id = ${contentId} AND ci.online`);
}

/** An online spec document by its filename ('abc-081113.spec'). */
export function specByFilename(db: Queryable, filename: string): Promise<SpecDocument | null> {
  return db.maybeOne<SpecDocument>(sql`SELECT ${SPEC_COLUMNS} FROM ${SPEC_FROM} WHERE d.filename = ${filename} AND ci.online`);
}

/** The spec document a wizard edits: same manufacturer, same section. */
export function specOfWizard(db: Queryable, wizard: Pick<SpecWizard, 'coid' | 'section'>): Promise<SpecDocument | null> {
  return db.maybeOne<SpecDocument>(sql`
    SELECT ${SPEC_COLUMNS} FROM ${SPEC_FROM}
    WHERE ci.coid = ${wizard.coid} AND ci.section = ${wizard.section} AND ci.online
    ORDER BY d.content_id LIMIT 1`);
}

/** An online spec wizard by content id (active or not). */
export function wizardById(db: Queryable, contentId: number): Promise<SpecWizard | null> {
  return db.maybeOne<SpecWizard>(sql`SELECT ${WIZARD_COLUMNS} FROM ${WIZARD_FROM} WHERE w.content_id = ${contentId} AND ci.online`);
}

/** An online spec wizard by its filename ('abc-081113.sw'). */
export function wizardByFilename(db: Queryable, filename: string): Promise<SpecWizard | null> {
  return db.maybeOne<SpecWizard>(sql`SELECT ${WIZARD_COLUMNS} FROM ${WIZARD_FROM} WHERE w.filename = ${filename} AND ci.online`);
}

/** An online spec document by content id, with the active wizard that edits it (same manufacturer and section), if any. */
export function specWithActiveWizard(db: Queryable, contentId: number): Promise<(SpecDocument & { activeWizard: number | null }) | null> {
  return db.maybeOne<SpecDocument & { activeWizard: number | null }>(sql`
    SELECT ${SPEC_COLUMNS},
      (SELECT w.content_id FROM spec_wizards w JOIN content_items wci ON wci.id = w.content_id
       WHERE wci.coid = ci.coid AND wci.section = ci.section AND wci.online AND w.active
       ORDER BY w.content_id LIMIT 1) AS "activeWizard"
    FROM ${SPEC_FROM} WHERE d.content_id = ${contentId} AND ci.online`);
}

/** A spec document as the spec tree lists it. */
export interface SpecListing {
  contentId: number;
  filename: string;
  coid: number;
  companyName: string;
  title: string;
  /** MasterFormat 2004 number, '08 11 13'. */
  section: string;
  online: boolean;
}

/**
 * Spec documents filed under a section, optionally only in some 2004 divisions, by section
 * then manufacturer. Offline ones only when asked (the spec tree's `old`).
 */
export function specListings(
  db: Queryable,
  filter: { divisions?: readonly string[]; includeOffline?: boolean },
): Promise<SpecListing[]> {
  const divisions = filter.divisions ? sql`AND ci.division = ANY(${filter.divisions}::text[])` : sql.empty;
  const online = filter.includeOffline ? sql.empty : sql`AND ci.online`;
  return db.many<SpecListing>(sql`
    SELECT d.content_id AS "contentId", d.filename, ci.coid, c.name AS "companyName", ci.title, ci.section, ci.online
    FROM ${SPEC_FROM}
    WHERE ci.content_type = 'spec' AND ci.section IS NOT NULL ${divisions} ${online}
    ORDER BY ci.section, c.name, d.content_id`);
}
