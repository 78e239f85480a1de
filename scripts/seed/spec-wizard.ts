import type { SpecBody } from './spec-document';

/**
 * A spec wizard option tree (spec_wizards.tree), derived from a spec document.
 * Lines are the articles (level 0), their paragraphs (level 1, checkboxes) and the
 * paragraphs' options (level 2, radio buttons grouped by paragraph). A line's id is
 * its spec id: 'a-2-2' for article 2.2, 'p-2-2-A' for a paragraph, 'p-2-2-A-1' for
 * its first option. Selecting a line selects its ancestors; choosing a radio button
 * removes its siblings (SPEC §4).
 */
export interface WizardLine {
  seq: number;
  id: string;
  parentId: string | null;
  ancestors: string[];
  descendants: string[];
  level: number;
  line: string;
  select: 'checkbox' | 'radio' | null;
  radioButtonGroup: string | null;
  optionIndex: number | null;
  conditionInputName: string | null;
  condition: string | null;
  info: string | null;
  cellSpan: number;
}

export interface WizardTree {
  section: string;
  title: string;
  lines: WizardLine[];
}

export function buildWizardTree(body: SpecBody): WizardTree {
  const lines: WizardLine[] = [];
  const add = (line: Omit<WizardLine, 'seq' | 'descendants'>) => {
    const full = { ...line, seq: lines.length + 1, descendants: [] };
    for (const ancestor of line.ancestors) lines.find((l) => l.id === ancestor)?.descendants.push(line.id);
    lines.push(full);
  };
  for (const part of body.parts) {
    for (const article of part.articles) {
      const articleId = `a-${article.number.replace('.', '-')}`;
      add({
        id: articleId, parentId: null, ancestors: [], level: 0, line: `${article.number} ${article.title}`,
        select: null, radioButtonGroup: null, optionIndex: null, conditionInputName: null, condition: null, info: null, cellSpan: 3,
      });
      for (const p of article.paragraphs) {
        const needsInput = /period|years/i.test(p.text) && !p.options;
        add({
          id: p.id, parentId: articleId, ancestors: [articleId], level: 1, line: `${p.label}. ${p.text}`,
          select: 'checkbox', radioButtonGroup: null, optionIndex: null,
          conditionInputName: needsInput ? `${p.id}-value` : null, condition: null,
          info: p.notes?.join(' ') ?? null, cellSpan: p.options ? 1 : 2,
        });
        (p.options ?? []).forEach((option, index) => {
          add({
            id: `${p.id}-${index + 1}`, parentId: p.id, ancestors: [articleId, p.id], level: 2, line: option,
            select: 'radio', radioButtonGroup: p.id, optionIndex: index, conditionInputName: null,
            condition: `${p.id} selected`, info: null, cellSpan: 1,
          });
        });
      }
    }
  }
  return { section: body.section, title: body.title, lines };
}

/** Spec ids a user can select (paragraphs and options). */
export function selectableIds(tree: WizardTree): string[] {
  return tree.lines.filter((l) => l.select !== null).map((l) => l.id);
}
