import { catalogTransaction } from '../../db/data-version';
import { sql } from '../../db/sql';
import type { Db, Queryable } from '../../db/types';
import type { SpecBody } from '../../domain/spec-document';
import { parseSpecNotation, type NotationError } from '../../domain/spec-notation';
import { buildWizardTree } from '../../domain/spec-wizard';
import { AppError, notFound } from '../../errors';
import { recordAudit, type ManageActor } from './audit';

/**
 * The one writer of a manufacturer's specification sections (workspace and API), on the products' states: an edit
 * waits in spec_documents.pending as a draft, is submitted, and is published by an administrator or the staff of a
 * trusted manufacturer. Each step is one catalog transaction with its audit entry; `body` (what the public page, its
 * DOCX/RTF/PDF and the wizard read) changes only on publish.
 */

export const SPEC_STATES = ['draft', 'submitted', 'published'] as const;
type SpecState = (typeof SPEC_STATES)[number];

export interface WorkspaceSpec {
  id: number;
  section: string;
  title: string;
  state: SpecState;
  /** On the public site now. */
  online: boolean;
  changePending: boolean;
  /** The last edit, submit or publish; the section's publication date before any. */
  updatedAt: string;
}

interface EditableSpec extends WorkspaceSpec {
  /** The text being edited: the waiting change, else the public one. */
  body: SpecBody;
}

const LIST_LIMIT = 500;

const SPEC_ROW = sql.raw(`d.content_id AS id, ci.section, coalesce(d.pending->>'title', d.body->>'title') AS title,
  d.publication AS state, ci.online, d.pending IS NOT NULL AS "changePending",
  to_char(coalesce(d.updated_at, ci.published_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"`);

/** The manufacturer's sections by number. */
export function listWorkspaceSpecs(db: Queryable, coid: number): Promise<WorkspaceSpec[]> {
  return db.many<WorkspaceSpec>(sql`
    SELECT ${SPEC_ROW} FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id
    WHERE ci.coid = ${coid} AND ci.content_type = 'spec'
    ORDER BY ci.section, d.content_id LIMIT ${LIST_LIMIT}`);
}

export function findEditableSpec(db: Queryable, coid: number, id: number): Promise<EditableSpec | null> {
  return db.maybeOne<EditableSpec>(sql`
    SELECT ${SPEC_ROW}, coalesce(d.pending, d.body) AS body FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id
    WHERE d.content_id = ${id} AND ci.coid = ${coid} AND ci.content_type = 'spec'`);
}

interface LockedSpec {
  section: string;
  body: SpecBody;
  pending: SpecBody | null;
  publication: SpecState;
}

async function lockSpec(tx: Queryable, coid: number, id: number): Promise<LockedSpec> {
  const spec = await tx.maybeOne<LockedSpec>(sql`
    SELECT ci.section, d.body, d.pending, d.publication FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id
    WHERE d.content_id = ${id} AND ci.coid = ${coid} AND ci.content_type = 'spec' FOR UPDATE OF d`);
  if (!spec) throw notFound('No such specification section of this manufacturer');
  return spec;
}

/** 422 naming every wrong line: `error.fields.text` is one 'line N: what is wrong' a line. */
function refuseNotation(errors: NotationError[]): AppError {
  const first = errors[0];
  return new AppError(422, `text: line ${first.line}: ${first.message}`, {
    data: { fields: { text: errors.map((e) => `line ${e.line}: ${e.message}`).join('\n') } },
  });
}

/** An edit in the notation (src/domain/spec-notation.ts): checked, then kept as the section's draft. */
export async function saveSpecDraft(db: Db, actor: ManageActor, coid: number, id: number, text: string): Promise<{ id: number; state: SpecState }> {
  const parsed = parseSpecNotation(text);
  if (!parsed.ok) throw refuseNotation(parsed.errors);
  return catalogTransaction(db, async (tx) => {
    const spec = await lockSpec(tx, coid, id);
    if (parsed.body.section !== spec.section) {
      throw refuseNotation([{ line: firstLineOf(text), message: `the section number is ${spec.section}: a section keeps its number (ask an administrator to file it under another)` }]);
    }
    await tx.query(sql`
      UPDATE spec_documents SET pending = ${JSON.stringify(parsed.body)}::jsonb, publication = 'draft', updated_at = now() WHERE content_id = ${id}`);
    await recordAudit(tx, actor, { coid, action: 'spec.update', targetKind: 'spec', targetId: id, before: spec.pending ?? spec.body, after: parsed.body });
    return { id, state: 'draft' as const };
  });
}

const firstLineOf = (text: string): number => text.split(/\r?\n/).findIndex((l) => l.trim() !== '') + 1 || 1;

export async function submitSpec(db: Db, actor: ManageActor, coid: number, id: number): Promise<{ state: SpecState }> {
  return catalogTransaction(db, async (tx) => {
    const spec = await lockSpec(tx, coid, id);
    if (spec.publication === 'submitted') throw new AppError(409, 'This section is already waiting for review');
    if (!spec.pending) throw new AppError(409, 'Nothing to submit: this section has no unpublished change');
    await tx.query(sql`UPDATE spec_documents SET publication = 'submitted', updated_at = now() WHERE content_id = ${id}`);
    await recordAudit(tx, actor, { coid, action: 'spec.submit', targetKind: 'spec', targetId: id, before: { state: 'draft' }, after: { state: 'submitted' } });
    return { state: 'submitted' as const };
  });
}

/** The waiting change becomes the public text: by an administrator, or a trusted manufacturer's staff (checked in the transaction). */
export async function publishSpec(db: Db, actor: ManageActor, coid: number, id: number): Promise<{ state: SpecState }> {
  return catalogTransaction(db, async (tx) => {
    const company = await tx.maybeOne<{ trusted: boolean }>(sql`SELECT trusted_publisher AS trusted FROM companies WHERE coid = ${coid} FOR NO KEY UPDATE`);
    if (!company) throw notFound('No such manufacturer');
    if (!actor.isAdmin && !company.trusted) throw new AppError(403, 'Only administrators publish this manufacturer’s changes (it is not a trusted publisher)');
    const spec = await lockSpec(tx, coid, id);
    if (!spec.pending) throw new AppError(409, 'Nothing to publish: this section has no unpublished change');
    await tx.query(sql`
      UPDATE spec_documents SET body = pending, pending = NULL, publication = 'published', updated_at = now() WHERE content_id = ${id}`);
    // The section's wizards are derived from its text (as the seed derives them): they offer the new text at once.
    await tx.query(sql`
      UPDATE spec_wizards w SET tree = ${JSON.stringify(buildWizardTree(spec.pending))}::jsonb
      FROM content_items wi WHERE wi.id = w.content_id AND wi.coid = ${coid} AND wi.section = ${spec.section}`);
    await recordAudit(tx, actor, { coid, action: 'spec.publish', targetKind: 'spec', targetId: id, before: spec.body, after: spec.pending });
    return { state: 'published' as const };
  });
}

/** A reviewer returns a submitted section to its manufacturer as a draft, with a note saying why. */
export async function sendBackSpec(db: Db, actor: ManageActor, coid: number, id: number, note: string): Promise<{ state: SpecState }> {
  if (!actor.isAdmin) throw new AppError(403, 'Only administrators review submitted changes');
  return catalogTransaction(db, async (tx) => {
    const spec = await lockSpec(tx, coid, id);
    if (spec.publication !== 'submitted') throw new AppError(409, 'This section is not waiting for review');
    await tx.query(sql`UPDATE spec_documents SET publication = 'draft', updated_at = now() WHERE content_id = ${id}`);
    await recordAudit(tx, actor, { coid, action: 'spec.send-back', targetKind: 'spec', targetId: id, before: { state: 'submitted' }, after: { state: 'draft', note } });
    return { state: 'draft' as const };
  });
}
