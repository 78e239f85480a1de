import { describe, expect, it } from 'vitest';
import { planCompanies } from '../../scripts/seed/companies';
import { Rng } from '../../scripts/seed/prng';
import { buildProducts } from '../../scripts/seed/products';
import { buildSpecBody } from '../../scripts/seed/spec-document';
import { optionId, paragraphsOf, type SpecBody } from '../../src/domain/spec-document';
import { applySaved, buildWizardTree, editSection, isShown, resetWizard, selectLine } from '../../src/domain/spec-wizard';

/** Spec bodies of a few seeded companies, one per product section, as scripts/seed/content.ts makes them. */
function seededBodies(): SpecBody[] {
  const root = new Rng(20_261_122);
  return planCompanies(root.fork('companies'), 8, 160).flatMap((plan) => {
    const rng = root.fork(`catalog:${plan.index}`);
    const products = buildProducts(rng, plan, 1);
    const sections = [...new Set(products.filter((p) => p.heading).map((p) => p.section))];
    return sections.map((section) => buildSpecBody(rng, plan, section, products.filter((p) => !p.heading && p.section === section)));
  });
}

const BODIES = seededBodies();

const conditionsOf = (body: SpecBody) =>
  new Map([...paragraphsOf(body)].flatMap(({ paragraph: p }) => (p.condition ? [[p.id, p.condition] as const] : [])));

describe('seeded spec bodies and their wizards', () => {
  it('has several bodies, each with conditional paragraphs and unique ids', () => {
    expect(BODIES.length).toBeGreaterThanOrEqual(8);
    for (const body of BODIES) {
      const ids = [...paragraphsOf(body)].map(({ paragraph }) => paragraph.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(conditionsOf(body).size).toBeGreaterThan(0);
    }
  });

  it('every condition names an option of the same body', () => {
    for (const body of BODIES) {
      const options = new Set([...paragraphsOf(body)].flatMap(({ paragraph: p }) => (p.options ?? []).map((_, i) => optionId(p.id, i))));
      for (const [id, condition] of conditionsOf(body)) expect(options.has(condition), `${body.section} ${id} → ${condition}`).toBe(true);
    }
  });

  it('the wizard keeps those conditions, on radio lines, and obeys them', () => {
    for (const body of BODIES) {
      const tree = buildWizardTree(body);
      const conditions = conditionsOf(body);
      const fromTree = new Map(tree.nodes.flatMap((n) => (n.condition ? [[n.id, n.condition] as const] : [])));
      expect(fromTree).toEqual(conditions);
      for (const [id, condition] of conditions) {
        expect(tree.nodes.find((n) => n.id === condition)?.select).toBe('radio');
        expect(isShown(tree, resetWizard(), id)).toBe(false);
        const chosen = selectLine(tree, resetWizard(), condition);
        expect(isShown(tree, chosen, id)).toBe(true);
        expect(selectLine(tree, chosen, id).selected).toContain(id);
      }
    }
  });

  it('re-applies each conditional line with its condition, blank filled', () => {
    for (const body of BODIES) {
      const tree = buildWizardTree(body);
      const inputs = Object.fromEntries(tree.nodes.flatMap((n) => (n.conditionInputName ? [[n.conditionInputName, '30']] : [])));
      for (const [id, condition] of conditionsOf(body)) {
        const { state, unmatched } = applySaved(tree, [id, condition], inputs);
        expect(unmatched).toEqual([]);
        expect(state.selected).toEqual(expect.arrayContaining([id, condition]));
        const edited = editSection(body, state).parts.flatMap((p) => p.articles.flatMap((a) => a.paragraphs));
        expect(edited.find((p) => p.id === id)?.text).not.toContain('[____]');
      }
    }
  });
});
