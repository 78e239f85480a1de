import { z } from 'zod';
import { sql } from '../../../db/sql';
import type { Db, Queryable } from '../../../db/types';
import { rowId } from '../../../domain/number-input';
import { productTitle } from '../../../domain/product-title';
import type { SubstitutionRow, Verdict } from '../../../domain/project/substitution';
import { substitutionRows, verdictCounts } from '../../../domain/project/substitution';
import { AppError, notFound } from '../../../errors';
import { fieldError } from '../../accounts/field-error';
import { compareProducts } from '../../product-comparison';
import { requireProjectRole } from '../project-access';

/** POST /api/char-project/{id}/substitutions and the start form: the basis product and the proposed substitute. */
export const substitutionInput = z
  .object({ basis: rowId, substitute: rowId })
  .refine((v) => v.basis !== v.substitute, { message: 'must be another product than the basis', path: ['substitute'] });
type SubstitutionInput = z.infer<typeof substitutionInput>;

/** The most reviews one project keeps. */
const MAX_PROJECT_SUBSTITUTIONS = 200;

interface ReviewedSide {
  seq: number;
  name: string;
}

export interface SubstitutionReview {
  id: number;
  projectSeq: number;
  section: string;
  basis: ReviewedSide;
  substitute: ReviewedSide;
  rows: SubstitutionRow[];
  counts: Record<Verdict, number>;
  createdAt: string;
  createdBy: string | null;
  /** Where its documents download. */
  document: { docx: string; pdf: string };
}

interface ReviewRow {
  id: number;
  projectSeq: number;
  section: string;
  basisSeq: number;
  basisName: string;
  substituteSeq: number;
  substituteName: string;
  rows: SubstitutionRow[];
  createdAt: Date | string;
  createdBy: string | null;
}

const SELECT_REVIEWS = sql`
  SELECT r.seq AS id, r.project_seq AS "projectSeq", r.section, r.basis_seq AS "basisSeq", r.basis_name AS "basisName",
    r.substitute_seq AS "substituteSeq", r.substitute_name AS "substituteName", r.rows, r.created_at AS "createdAt",
    CASE WHEN u.seq IS NULL THEN NULL ELSE trim(u.first_name || ' ' || u.last_name) END AS "createdBy"
  FROM project_substitutions r LEFT JOIN users u ON u.seq = r.created_by`;

/** Where a review's documents download (the API's file calls; a signed-in browser's cookie works there too). */
function documentUrls(projectSeq: number, id: number): { docx: string; pdf: string } {
  const base = `/api/char-project/${projectSeq}/substitutions/${id}`;
  return { docx: `${base}/document.docx`, pdf: `${base}/document.pdf` };
}

function toReview(r: ReviewRow): SubstitutionReview {
  return {
    id: r.id,
    projectSeq: r.projectSeq,
    section: r.section,
    basis: { seq: r.basisSeq, name: r.basisName },
    substitute: { seq: r.substituteSeq, name: r.substituteName },
    rows: r.rows,
    counts: verdictCounts(r.rows),
    createdAt: new Date(r.createdAt).toISOString(),
    createdBy: r.createdBy,
    document: documentUrls(r.projectSeq, r.id),
  };
}

/**
 * Reviews a proposed substitute for one of the project's basis-of-design products (owner or editor) and saves
 * the review with the project. The basis must be a basis product of the project, the substitute any product
 * on the site; each is a 422 naming its field otherwise.
 */
export async function createSubstitution(db: Db, userSeq: number, projectSeq: number, input: SubstitutionInput): Promise<SubstitutionReview> {
  await requireProjectRole(db, userSeq, projectSeq, 'edit');
  const basis = await db.maybeOne<{ section: string }>(sql`
    SELECT section FROM project_products WHERE project_seq = ${projectSeq} AND product_seq = ${input.basis} AND role = 'basis'`);
  if (!basis) throw fieldError('basis', 'is not a basis-of-design product of this project', 422);
  const compared = await compareProducts(db, [input.basis, input.substitute]);
  if (!compared) {
    const online = await db.maybeOne(sql`SELECT 1 FROM products WHERE seq = ${input.substitute} AND online AND NOT heading`);
    throw online ? fieldError('basis', 'is no longer published by its manufacturer', 422) : fieldError('substitute', 'is not a product on SpecFind', 422);
  }
  const [b, s] = compared.map((p) => ({ record: p.record, certifications: p.certifications, gwp: p.gwp }));
  const rows = substitutionRows(b, s);
  const names = compared.map((p) => `${productTitle(p)} by ${p.companyName}`);
  const id = await db.transaction(async (tx) => {
    // Under the project's row lock: the role, the cap and the insert hold together however many reviews race.
    await tx.query(sql`SELECT seq FROM char_projects WHERE seq = ${projectSeq} FOR UPDATE`);
    await requireProjectRole(tx, userSeq, projectSeq, 'edit');
    const { n } = await tx.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM project_substitutions WHERE project_seq = ${projectSeq}`);
    if (n >= MAX_PROJECT_SUBSTITUTIONS) throw new AppError(409, `A project keeps at most ${MAX_PROJECT_SUBSTITUTIONS} substitution reviews.`);
    const made = await tx.one<{ seq: number }>(sql`
      INSERT INTO project_substitutions (project_seq, basis_seq, substitute_seq, basis_name, substitute_name, section, rows, created_by)
      VALUES (${projectSeq}, ${input.basis}, ${input.substitute}, ${names[0]}, ${names[1]}, ${basis.section}, ${JSON.stringify(rows)}::jsonb, ${userSeq})
      RETURNING seq`);
    await tx.query(sql`
      INSERT INTO project_activity (project_seq, user_seq, action, detail)
      VALUES (${projectSeq}, ${userSeq}, 'substitution-reviewed', ${`${names[1]} for ${names[0]}`.slice(0, 300)})`);
    return made.seq;
  });
  return getSubstitution(db, userSeq, projectSeq, id);
}

/** The project's reviews, newest first (anyone on the project). */
export async function listSubstitutions(db: Queryable, userSeq: number, projectSeq: number): Promise<SubstitutionReview[]> {
  await requireProjectRole(db, userSeq, projectSeq, 'view');
  const rows = await db.many<ReviewRow>(sql`${SELECT_REVIEWS} WHERE r.project_seq = ${projectSeq} ORDER BY r.seq DESC`);
  return rows.map(toReview);
}

/** One review of the project (anyone on the project); another project's is a 404. */
export async function getSubstitution(db: Queryable, userSeq: number, projectSeq: number, id: number): Promise<SubstitutionReview> {
  await requireProjectRole(db, userSeq, projectSeq, 'view');
  const row = await db.maybeOne<ReviewRow>(sql`${SELECT_REVIEWS} WHERE r.project_seq = ${projectSeq} AND r.seq = ${id}`);
  if (!row) throw notFound(`No substitution review ${id} in this project`);
  return toReview(row);
}
