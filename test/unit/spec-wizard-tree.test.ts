import { describe, expect, it } from 'vitest';
import { buildWizardTree, nodeIndex, selectableIds, type WizardNode } from '../../src/domain/spec-wizard';
import { article, part, specBody } from '../helpers/spec-builder';
import { DOOR_TREE } from '../helpers/wizard-fixtures';

const node = (id: string): WizardNode => {
  const found = DOOR_TREE.nodes.find((n) => n.id === id);
  if (!found) throw new Error(`no node ${id}`);
  return found;
};

const IDS = [
  'a-1-1', 'p-1-1-A', 'p-1-1-B', 'p-1-1-B-1', 'p-1-1-B-2', 'p-1-1-C',
  'a-2-1', 'p-2-1-A', 'p-2-1-B', 'p-2-1-B-1', 'p-2-1-B-2',
  'a-2-2', 'p-2-2-A', 'p-2-2-B', 'p-2-2-B-1', 'p-2-2-B-2', 'p-2-2-B-3', 'p-2-2-C', 'p-2-2-D',
  'a-3-1', 'p-3-1-A',
];

describe('buildWizardTree', () => {
  it('gives articles, paragraphs and options in document order, numbered from 1', () => {
    expect(DOOR_TREE.section).toBe('08 11 13');
    expect(DOOR_TREE.title).toBe('Hollow Metal Doors and Frames');
    expect(DOOR_TREE.nodes.map((n) => n.id)).toEqual(IDS);
    expect(DOOR_TREE.nodes.map((n) => n.seq)).toEqual(IDS.map((_, i) => i + 1));
  });

  it('makes articles headings, paragraphs checkboxes and options radio buttons', () => {
    expect(node('a-2-2')).toMatchObject({ level: 0, parentId: null, select: null, line: '2.2 MATERIALS', cellSpan: 3, radioButtonGroup: null, optionIndex: null });
    expect(node('p-2-2-A')).toMatchObject({ level: 1, parentId: 'a-2-2', select: 'checkbox', line: 'A. Steel sheet: ASTM A1008, cold rolled.', cellSpan: 2 });
    expect(node('p-2-2-B')).toMatchObject({ select: 'checkbox', cellSpan: 1, radioButtonGroup: null });
    expect(node('p-2-2-B-3')).toMatchObject({ level: 2, parentId: 'p-2-2-B', select: 'radio', line: '18-gauge', radioButtonGroup: 'p-2-2-B', optionIndex: 2, cellSpan: 1 });
    expect(node('p-2-2-B-1').optionIndex).toBe(0);
  });

  it('lists ancestors nearest first and descendants in document order', () => {
    expect(node('p-1-1-B-2').ancestors).toEqual(['p-1-1-B', 'a-1-1']);
    expect(node('p-1-1-A').ancestors).toEqual(['a-1-1']);
    expect(node('a-1-1').ancestors).toEqual([]);
    expect(node('a-1-1').descendants).toEqual(['p-1-1-A', 'p-1-1-B', 'p-1-1-B-1', 'p-1-1-B-2', 'p-1-1-C']);
    expect(node('p-2-2-B').descendants).toEqual(['p-2-2-B-1', 'p-2-2-B-2', 'p-2-2-B-3']);
    expect(node('p-2-2-B-1').descendants).toEqual([]);
  });

  it('names a condition input only for paragraphs with a blank and no options (an option fills the blank of its paragraph)', () => {
    const named = DOOR_TREE.nodes.filter((n) => n.conditionInputName).map((n) => [n.id, n.conditionInputName]);
    expect(named).toEqual([['p-1-1-C', 'p-1-1-C-value'], ['p-2-2-C', 'p-2-2-C-value']]);
    const body = specBody(part(2, 'PRODUCTS', article('2.1', 'X', { text: 'Choose one.', options: ['Width [____] mm', 'Standard'] }, 'Empty brackets [] are no blank.')));
    expect(buildWizardTree(body).nodes.every((n) => n.conditionInputName === null)).toBe(true);
  });

  it('copies conditions and joins editor’s notes into the info text', () => {
    expect(node('p-1-1-C').condition).toBe('p-1-1-B-1');
    expect(node('p-2-2-D').condition).toBe('p-2-1-B-2');
    expect(node('p-2-2-A').condition).toBeNull();
    expect(node('p-1-1-B').info).toBe('Recommended on large projects. Delete when not needed.');
    expect(node('p-2-2-B').info).toBe('Heavier gauges for high traffic.');
    expect(node('p-1-1-A').info).toBeNull();
    expect(node('p-1-1-B-1').info).toBeNull();
  });

  it('gives an empty tree for a body without articles', () => {
    expect(buildWizardTree(specBody(part(1, 'GENERAL'))).nodes).toEqual([]);
  });
});

describe('selectableIds', () => {
  it('lists paragraphs and options, not articles, in tree order', () => {
    expect(selectableIds(DOOR_TREE)).toEqual(IDS.filter((id) => !id.startsWith('a-')));
  });
});

describe('nodeIndex', () => {
  it('finds every line by id and is built once per tree', () => {
    const index = nodeIndex(DOOR_TREE);
    expect([...index.keys()]).toEqual(DOOR_TREE.nodes.map((n) => n.id));
    expect(nodeIndex(DOOR_TREE)).toBe(index);
  });
});
