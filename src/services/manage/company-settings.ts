import { z } from 'zod';
import { sql } from '../../db/sql';
import type { Db, Queryable } from '../../db/types';
import { AppError, notFound } from '../../errors';
import { recordAudit, type ManageActor } from './audit';

/** The profile fields a manufacturer keeps itself; a change waits for review (company-changes.ts). */
export const companyProfileSchema = z
  .object({
    description: z.string({ error: 'must be text' }).trim().max(4000, 'must be at most 4000 characters'),
    address: z.string({ error: 'must be text' }).trim().max(200, 'must be at most 200 characters'),
    city: z.string({ error: 'must be text' }).trim().max(100, 'must be at most 100 characters'),
    state: z.string({ error: 'must be text' }).trim().max(40, 'must be at most 40 characters'),
    zip: z.string({ error: 'must be text' }).trim().max(20, 'must be at most 20 characters'),
    phone: z.string({ error: 'must be text' }).trim().max(40, 'must be at most 40 characters'),
    email: z.union([z.literal(''), z.email('must be an email address').max(200, 'must be at most 200 characters')], { error: 'must be an email address' }),
    website: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be a web address starting with https://' }).max(300, 'must be at most 300 characters')], {
      error: 'must be a web address starting with https://',
    }),
  })
  .strict();
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** The profile's fields as people read them (the form, the review queue's before → after). */
export const PROFILE_LABELS: Readonly<Record<keyof CompanyProfile, string>> = {
  description: 'Description',
  address: 'Street address',
  city: 'City',
  state: 'State or province',
  zip: 'ZIP or postal code',
  phone: 'Phone',
  email: 'Email',
  website: 'Website',
};

export interface ManagedCompany extends CompanyProfile {
  coid: number;
  name: string;
  trusted: boolean;
}

export async function findManagedCompany(db: Queryable, coid: number): Promise<ManagedCompany | null> {
  return db.maybeOne<ManagedCompany>(sql`
    SELECT coid, name, description, address, city, state, zip, phone, email, website, trusted_publisher AS trusted
    FROM companies WHERE coid = ${coid}`);
}

const PICKER_LIMIT = 100;

/** Manufacturers an administrator may pick: those with changes waiting first, then by name; `q` filters by name. */
export function listManagedCompanies(db: Queryable, q = ''): Promise<{ coid: number; name: string; trusted: boolean; submitted: number }[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.many(sql`
    SELECT c.coid, c.name, c.trusted_publisher AS trusted,
      (SELECT count(*)::int FROM products p WHERE p.coid = c.coid AND p.publication = 'submitted') AS submitted
    FROM companies c WHERE c.name ILIKE ${pattern}
    ORDER BY submitted DESC, c.name, c.coid LIMIT ${PICKER_LIMIT}`);
}

/** An administrator marks a manufacturer as a trusted publisher (its staff publish without review), or takes it back. */
export async function setTrustedPublisher(db: Db, actor: ManageActor, coid: number, trusted: boolean): Promise<{ trusted: boolean }> {
  if (!actor.isAdmin) throw new AppError(403, 'Only administrators decide which manufacturers publish without review');
  return db.transaction(async (tx) => {
    const before = await tx.maybeOne<{ trusted: boolean }>(sql`
      SELECT trusted_publisher AS trusted FROM companies WHERE coid = ${coid} FOR NO KEY UPDATE`);
    if (!before) throw notFound('No such manufacturer');
    await tx.query(sql`UPDATE companies SET trusted_publisher = ${trusted} WHERE coid = ${coid}`);
    await recordAudit(tx, actor, { coid, action: 'company.trusted', targetKind: 'company', targetId: coid, before, after: { trusted } });
    return { trusted };
  });
}
