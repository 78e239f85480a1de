import { catalogTransaction } from '../../db/data-version';
import { sql } from '../../db/sql';
import type { Db, Queryable } from '../../db/types';
import { AppError, notFound } from '../../errors';
import { recordAudit, type ManageActor } from './audit';
import { PROFILE_LABELS, type CompanyProfile } from './company-settings';

/**
 * A manufacturer's profile and logo through review (issue 24, item 1): the edit of a manufacturer that is not a
 * trusted publisher waits in company_changes until an administrator publishes it (one catalog transaction with its
 * audit entry, so the company page, its logo and the directory follow the data version) or sends it back with a
 * note. A trusted manufacturer's edit, or an administrator's, applies at once (audited the same way).
 */

export type CompanyChangeState = 'published' | 'submitted';

interface LockedCompany extends CompanyProfile {
  trusted: boolean;
  logo_key: string | null;
}

interface PendingRow {
  profile: CompanyProfile | null;
  logo_key: string | null;
  state: 'submitted' | 'returned';
  note: string | null;
}

/** One line of a waiting change: a profile field as the site shows it, and what it would become. */
interface ChangeLine {
  field: keyof CompanyProfile;
  label: string;
  before: string | null;
  after: string | null;
}

export interface CompanyChange {
  coid: number;
  companyName: string;
  state: 'submitted' | 'returned';
  note: string | null;
  lines: ChangeLine[];
  /** The whole profile waiting, as the manufacturer saved it; null when only the logo waits. */
  profile: CompanyProfile | null;
  /** A new logo waits (shown from the pending logo's address). */
  logo: boolean;
  submittedAt: string;
}

async function lockCompany(tx: Queryable, coid: number): Promise<LockedCompany> {
  const company = await tx.maybeOne<LockedCompany>(sql`
    SELECT description, address, city, state, zip, phone, email, website, trusted_publisher AS trusted, logo_key
    FROM companies WHERE coid = ${coid} FOR NO KEY UPDATE`);
  if (!company) throw notFound('No such manufacturer');
  return company;
}

const profileOf = ({ description, address, city, state, zip, phone, email, website }: CompanyProfile): CompanyProfile => ({
  description, address, city, state, zip, phone, email, website,
});

async function applyProfile(tx: Queryable, coid: number, p: CompanyProfile): Promise<void> {
  await tx.query(sql`
    UPDATE companies SET description = ${p.description}, address = ${p.address}, city = ${p.city}, state = ${p.state}, zip = ${p.zip},
      phone = ${p.phone}, email = ${p.email}, website = ${p.website}
    WHERE coid = ${coid}`);
}

/** Publishes at once: a trusted manufacturer's staff, or an administrator (the reviewer). */
const publishesAtOnce = (actor: ManageActor, company: { trusted: boolean }): boolean => actor.isAdmin || company.trusted;

/**
 * The profile as the manufacturer saves it: applied at once when it publishes without review, else kept waiting
 * (replacing any profile already waiting, keeping a waiting logo) and submitted to the review queue.
 */
export async function saveCompanyProfile(db: Db, actor: ManageActor, coid: number, profile: CompanyProfile): Promise<{ state: CompanyChangeState }> {
  return catalogTransaction(db, async (tx) => {
    const company = await lockCompany(tx, coid);
    const before = profileOf(company);
    if (publishesAtOnce(actor, company)) {
      await applyProfile(tx, coid, profile);
      // A profile that waited is superseded by this one.
      await tx.query(sql`DELETE FROM company_changes WHERE coid = ${coid} AND logo_key IS NULL`);
      await tx.query(sql`UPDATE company_changes SET profile = NULL WHERE coid = ${coid}`);
      await recordAudit(tx, actor, { coid, action: 'company.profile', targetKind: 'company', targetId: coid, before, after: profile });
      return { state: 'published' as const };
    }
    await tx.query(sql`
      INSERT INTO company_changes (coid, profile) VALUES (${coid}, ${JSON.stringify(profile)}::jsonb)
      ON CONFLICT (coid) DO UPDATE SET profile = EXCLUDED.profile, state = 'submitted', note = NULL, updated_at = now()`);
    await recordAudit(tx, actor, { coid, action: 'company.profile.submit', targetKind: 'company', targetId: coid, before, after: profile });
    return { state: 'submitted' as const };
  });
}

/**
 * A new logo, already checked and stored under `key` (a PNG): the company's logo at once when it publishes without
 * review, else the logo waiting for review. Answers the key it replaced (a superseded waiting logo, or the
 * previous published one), for the caller to remove from the store after the commit.
 */
export async function saveCompanyLogo(db: Db, actor: ManageActor, coid: number, key: string): Promise<{ state: CompanyChangeState; replaced: string | null }> {
  return catalogTransaction(db, async (tx) => {
    const company = await lockCompany(tx, coid);
    const waiting = await tx.maybeOne<{ logo_key: string | null }>(sql`SELECT logo_key FROM company_changes WHERE coid = ${coid} FOR UPDATE`);
    if (publishesAtOnce(actor, company)) {
      await tx.query(sql`UPDATE companies SET logo_key = ${key} WHERE coid = ${coid}`);
      await tx.query(sql`DELETE FROM company_changes WHERE coid = ${coid} AND profile IS NULL`);
      await tx.query(sql`UPDATE company_changes SET logo_key = NULL WHERE coid = ${coid}`);
      await recordAudit(tx, actor, { coid, action: 'company.logo', targetKind: 'company', targetId: coid, before: { logo: company.logo_key }, after: { logo: key } });
      return { state: 'published' as const, replaced: waiting?.logo_key ?? null };
    }
    await tx.query(sql`
      INSERT INTO company_changes (coid, logo_key) VALUES (${coid}, ${key})
      ON CONFLICT (coid) DO UPDATE SET logo_key = EXCLUDED.logo_key, state = 'submitted', note = NULL, updated_at = now()`);
    await recordAudit(tx, actor, { coid, action: 'company.logo.submit', targetKind: 'company', targetId: coid, before: { logo: company.logo_key }, after: { logo: key } });
    return { state: 'submitted' as const, replaced: waiting?.logo_key ?? null };
  });
}

/**
 * Publishes the waiting change (administrators, or staff of a manufacturer trusted since): profile and logo in
 * one transaction with one audit entry holding both before and after.
 */
export async function publishCompanyChange(db: Db, actor: ManageActor, coid: number): Promise<{ state: 'published' }> {
  return catalogTransaction(db, async (tx) => {
    const company = await lockCompany(tx, coid);
    if (!publishesAtOnce(actor, company)) throw new AppError(403, 'Only administrators publish this manufacturer’s changes (it is not a trusted publisher)');
    const change = await tx.maybeOne<PendingRow>(sql`SELECT profile, logo_key, state, note FROM company_changes WHERE coid = ${coid} FOR UPDATE`);
    if (!change) throw new AppError(409, 'Nothing to publish: this manufacturer’s profile and logo have no waiting change');
    if (change.profile) await applyProfile(tx, coid, change.profile);
    if (change.logo_key) await tx.query(sql`UPDATE companies SET logo_key = ${change.logo_key} WHERE coid = ${coid}`);
    await tx.query(sql`DELETE FROM company_changes WHERE coid = ${coid}`);
    await recordAudit(tx, actor, {
      coid,
      action: 'company.publish',
      targetKind: 'company',
      targetId: coid,
      before: { ...(change.profile ? profileOf(company) : {}), ...(change.logo_key ? { logo: company.logo_key } : {}) },
      after: { ...(change.profile ?? {}), ...(change.logo_key ? { logo: change.logo_key } : {}) },
    });
    return { state: 'published' as const };
  });
}

/** A reviewer returns the waiting change with a note; it stays with the manufacturer, shown with the note, until saved again. */
export async function sendBackCompanyChange(db: Db, actor: ManageActor, coid: number, note: string): Promise<{ state: 'returned' }> {
  if (!actor.isAdmin) throw new AppError(403, 'Only administrators review submitted changes');
  return catalogTransaction(db, async (tx) => {
    await lockCompany(tx, coid);
    const changed = await tx.maybeOne(sql`
      UPDATE company_changes SET state = 'returned', note = ${note}, updated_at = now() WHERE coid = ${coid} AND state = 'submitted' RETURNING coid`);
    if (!changed) throw new AppError(409, 'This manufacturer’s profile has no change waiting for review');
    await recordAudit(tx, actor, { coid, action: 'company.send-back', targetKind: 'company', targetId: coid, before: { state: 'submitted' }, after: { state: 'returned', note } });
    return { state: 'returned' as const };
  });
}

interface ChangeRow extends PendingRow {
  coid: number;
  company_name: string;
  current: CompanyProfile;
  submitted_at: string;
}

const shown = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

function changeOf(row: ChangeRow): CompanyChange {
  const lines: ChangeLine[] = [];
  if (row.profile) {
    for (const [field, label] of Object.entries(PROFILE_LABELS) as [keyof CompanyProfile, string][]) {
      const before = shown(row.current[field]);
      const after = shown(row.profile[field]);
      if (before !== after) lines.push({ field, label, before, after });
    }
  }
  return { coid: row.coid, companyName: row.company_name, state: row.state, note: row.note, lines, profile: row.profile, logo: row.logo_key !== null, submittedAt: row.submitted_at };
}

const changeRows = (db: Queryable, where: { coid: number } | { submitted: true }) =>
  db.many<ChangeRow>(sql`
    SELECT k.coid, c.name AS company_name, k.profile, k.logo_key, k.state, k.note,
      jsonb_build_object('description', c.description, 'address', c.address, 'city', c.city, 'state', c.state, 'zip', c.zip,
        'phone', c.phone, 'email', c.email, 'website', c.website) AS current,
      to_char(k.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS submitted_at
    FROM company_changes k JOIN companies c ON c.coid = k.coid
    WHERE (${'coid' in where ? where.coid : null}::int IS NULL AND k.state = 'submitted') OR k.coid = ${'coid' in where ? where.coid : null}
    ORDER BY k.updated_at, k.coid LIMIT 200`);

/** The manufacturer's waiting (or returned) change, as its workspace shows it; null when none. */
export async function findCompanyChange(db: Queryable, coid: number): Promise<CompanyChange | null> {
  const [row] = await changeRows(db, { coid });
  return row ? changeOf(row) : null;
}

/** The profiles and logos waiting for review, oldest first (the review queue). */
export async function listCompanyChanges(db: Queryable): Promise<CompanyChange[]> {
  return (await changeRows(db, { submitted: true })).map(changeOf);
}

/** The store key of the logo waiting for review, if any (served to the manufacturer and reviewers only). */
export async function pendingLogoKey(db: Queryable, coid: number): Promise<string | null> {
  const row = await db.maybeOne<{ logo_key: string | null }>(sql`SELECT logo_key FROM company_changes WHERE coid = ${coid}`);
  return row?.logo_key ?? null;
}
