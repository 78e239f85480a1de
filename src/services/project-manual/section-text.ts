import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { withListedEquals, sectionFromRecords } from '../../domain/project-manual/listed-equals';
import type { ManualProduct, ManualSection, SectionSource } from '../../domain/project-manual/model';
import type { SpecBody } from '../../domain/spec-document';
import { buildSectionModel, sectionLines, type SectionModel } from '../../domain/spec-output';
import { applySaved, buildWizardTree, defaultSelection, editSection } from '../../domain/spec-wizard';
import { specOfWizard } from '../specs/spec-store';

/** A spec wizard selection saved with the project: the wizard's section and maker, the chosen ids and inputs. */
interface ProjectWizardSelection {
  section: string;
  coid: number;
  ids: string[];
  inputs: Record<string, string>;
}

/**
 * The project's spec wizard selections, one per section (the most recently changed where several edit one
 * section). Only wizards still online count: a withdrawn wizard's section falls back to the maker's spec.
 */
export async function projectWizardSelections(db: Queryable, projectSeq: number): Promise<ProjectWizardSelection[]> {
  return db.many<ProjectWizardSelection>(sql`
    SELECT DISTINCT ON (ci.section) ci.section, ci.coid,
      coalesce((SELECT array_agg(s.spec_id ORDER BY s.spec_id) FROM specwizard_project_specs s WHERE s.project_seq = w.seq), '{}') AS ids,
      w.inputs
    FROM specwizard_projects w
    JOIN spec_wizards sw ON sw.content_id = w.content_id
    JOIN content_items ci ON ci.id = sw.content_id AND ci.online AND ci.section IS NOT NULL
    WHERE w.char_project_seq = ${projectSeq}
    ORDER BY ci.section, w.updated_at DESC, w.seq DESC`);
}

/** The maker's spec document for the section edited by the selection (the wizard's ids, or its defaults). */
function editedModel(body: SpecBody, number: string, maker: string, ids: readonly string[] | null, inputs: Record<string, string>, now: Date): SectionModel {
  const tree = buildWizardTree(body);
  const { state } = applySaved(tree, ids ?? defaultSelection(tree), inputs);
  return buildSectionModel({ edited: editSection(body, state), number, manufacturer: maker, generatedOn: now });
}

interface SectionInput {
  number: string;
  title: string;
  products: readonly ManualProduct[];
  /** The maker of each product, by product seq: whose spec document the section is. */
  coidOf: ReadonlyMap<number, number>;
  wizard: ProjectWizardSelection | null;
  now: Date;
}

/**
 * A section of the manual: the spec wizard's edited section where the project has a selection for it, else
 * the basis-of-design maker's three-part section (its default paragraphs), else one written from the records;
 * with the basis of design and the listed equals "or approved equal" in PART 2.
 */
export async function manualSection(db: Queryable, input: SectionInput): Promise<ManualSection> {
  const basis = input.products.find((p) => p.role === 'basis') ?? null;
  const equals = input.products.filter((p) => p.role === 'equal');
  const lead = basis ?? equals[0] ?? null;
  const coid = input.wizard?.coid ?? (lead ? input.coidOf.get(lead.seq) : undefined);
  const spec = coid === undefined ? null : await specOfWizard(db, { coid, section: input.number });
  let source: SectionSource = 'record';
  let model: SectionModel;
  if (spec) {
    source = input.wizard ? 'wizard' : 'manufacturer';
    const edited = editedModel(spec.body, input.number, spec.companyName, input.wizard?.ids ?? null, input.wizard?.inputs ?? {}, input.now);
    model = withListedEquals(edited, basis, equals);
  } else {
    model = sectionFromRecords(input.number, input.title, basis, equals);
  }
  return { number: input.number, title: input.title, source, lines: sectionLines(model) };
}
