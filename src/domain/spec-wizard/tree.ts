import type { SpecBody } from '../spec-document';
import { articleId, BLANK, optionId } from '../spec-document';

/**
 * A spec wizard node: one selectable (or heading) line of the wizard.
 * `line` is the text shown; `id` is the spec id saved in wizard projects.
 */
export interface WizardNode {
  seq: number;
  id: string;
  parentId: string | null;
  /** Nearest first: [parent, grandparent, ...]. */
  ancestors: string[];
  /** Every line below this one, in document order. */
  descendants: string[];
  level: number;
  line: string;
  /** null: a heading that is selected only through its descendants. */
  select: 'checkbox' | 'radio' | null;
  /** Radio buttons: the id shared by the siblings of which one may be chosen. */
  radioButtonGroup: string | null;
  optionIndex: number | null;
  /** The name of the value this line asks for (its text holds a '[____]' blank and it has no options to fill it). */
  conditionInputName: string | null;
  /** The id of the line that must be selected for this line to be shown. */
  condition: string | null;
  /** Editor's note shown in the info pop-up. */
  info: string | null;
  /** Table cells the line spans in the wizard grid (1 to 3). */
  cellSpan: number;
}

/** The option tree of one spec wizard, stored in spec_wizards.tree. */
export interface WizardTree {
  section: string;
  title: string;
  nodes: WizardNode[];
}

type NodeDraft = Omit<WizardNode, 'seq' | 'descendants' | 'ancestors'>;

/**
 * Derives a wizard from a three-part spec: articles are headings (level 0), paragraphs
 * checkboxes (level 1), a paragraph's options radio buttons (level 2). Conditional
 * paragraphs are shown only when their condition line is selected.
 */
export function buildWizardTree(body: SpecBody): WizardTree {
  const nodes: WizardNode[] = [];
  const byId = new Map<string, WizardNode>();
  const add = (draft: NodeDraft) => {
    const parent = draft.parentId ? byId.get(draft.parentId) : undefined;
    const ancestors = parent ? [parent.id, ...parent.ancestors] : [];
    const node: WizardNode = { ...draft, seq: nodes.length + 1, ancestors, descendants: [] };
    for (const id of ancestors) byId.get(id)!.descendants.push(node.id);
    nodes.push(node);
    byId.set(node.id, node);
  };
  for (const part of body.parts) {
    for (const article of part.articles) {
      const aid = articleId(article);
      add({ ...BASE, id: aid, parentId: null, level: 0, line: `${article.number} ${article.title}`, cellSpan: 3 });
      for (const p of article.paragraphs) {
        add({
          ...BASE,
          id: p.id,
          parentId: aid,
          level: 1,
          line: `${p.label}. ${p.text}`,
          select: 'checkbox',
          // A paragraph with options fills its blank with the chosen option; others ask for a typed value.
          conditionInputName: BLANK.test(p.text) && !p.options?.length ? `${p.id}-value` : null,
          condition: p.condition ?? null,
          info: p.notes?.join(' ') ?? null,
          cellSpan: p.options?.length ? 1 : 2,
        });
        (p.options ?? []).forEach((option, index) => {
          add({ ...BASE, id: optionId(p.id, index), parentId: p.id, level: 2, line: option, select: 'radio', radioButtonGroup: p.id, optionIndex: index });
        });
      }
    }
  }
  return { section: body.section, title: body.title, nodes };
}

const BASE = {
  select: null,
  radioButtonGroup: null,
  optionIndex: null,
  conditionInputName: null,
  condition: null,
  info: null,
  cellSpan: 1,
} as const;

/** Spec ids a user can select (paragraphs and options). */
export function selectableIds(tree: WizardTree): string[] {
  return tree.nodes.filter((n) => n.select !== null).map((n) => n.id);
}

/** What a spec id or condition input name may look like ('p-2-2-A', 'p-2-2-A-1', 'p-1-4-D-value'). */
export const SPEC_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
