import { describe, expect, it } from 'vitest';
import { resetWizard, wizardLines, type WizardLine } from '../../src/domain/spec-wizard';
import { DEEP, DOOR_TREE } from '../helpers/wizard-fixtures';
import { play } from '../helpers/wizard-steps';

/** id → [selectedId, child outlines], small enough to compare whole. */
type Outline = [id: string, selectedId: string | null, children: Outline[]];
const outline = (lines: WizardLine[]): Outline[] => lines.map((l) => [l.node.id, l.selectedId, outline(l.children)]);

const find = (lines: WizardLine[], id: string): WizardLine | undefined => {
  for (const line of lines) {
    const found = line.node.id === id ? line : find(line.children, id);
    if (found) return found;
  }
  return undefined;
};

describe('wizardLines', () => {
  it('nests a spec tree: articles, paragraphs, options, with nothing chosen', () => {
    const lines = wizardLines(DOOR_TREE, resetWizard());
    expect(outline(lines)).toEqual([
      ['a-1-1', null, [['p-1-1-A', null, []], ['p-1-1-B', null, [['p-1-1-B-1', null, []], ['p-1-1-B-2', null, []]]], ['p-1-1-C', null, []]]],
      ['a-2-1', null, [['p-2-1-A', null, []], ['p-2-1-B', null, [['p-2-1-B-1', null, []], ['p-2-1-B-2', null, []]]]]],
      ['a-2-2', null, [
        ['p-2-2-A', null, []],
        ['p-2-2-B', null, [['p-2-2-B-1', null, []], ['p-2-2-B-2', null, []], ['p-2-2-B-3', null, []]]],
        ['p-2-2-C', null, []],
        ['p-2-2-D', null, []],
      ]],
      ['a-3-1', null, [['p-3-1-A', null, []]]],
    ]);
    expect(lines[0].node).toBe(DOOR_TREE.nodes[0]);
  });

  it('gives the chosen option as selectedId of its paragraph only', () => {
    const lines = wizardLines(DOOR_TREE, play(DOOR_TREE, 'p-2-2-B-2', 'p-2-2-A'));
    expect(find(lines, 'p-2-2-B')?.selectedId).toBe('p-2-2-B-2');
    expect(find(lines, 'p-1-1-B')?.selectedId).toBeNull();
    expect(find(lines, 'a-2-2')?.selectedId).toBeNull(); // a checkbox child is no radio choice
    expect(find(lines, 'p-2-2-A')?.selectedId).toBeNull();
  });

  it('follows radios nested under radios to any depth', () => {
    const lines = wizardLines(DEEP, play(DEEP, 's', 'k-b2'));
    expect(find(lines, 'p')?.selectedId).toBe('p-1');
    expect(find(lines, 'q')?.selectedId).toBe('q-1');
    expect(find(lines, 'k')?.selectedId).toBe('k-b2');
    expect(find(lines, 'r')?.selectedId).toBeNull();
    expect(find(lines, 'r')?.children.map((c) => c.node.id)).toEqual(['s']);
    expect(lines.map((l) => l.node.id)).toEqual(['h', 'h2']);
  });
});
