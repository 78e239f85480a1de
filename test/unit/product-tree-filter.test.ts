import { describe, expect, it } from 'vitest';
import { labelInSentence, typeNoun } from '../../src/domain/content-types';
import type { ProductNode, ProductTreeNode } from '../../src/domain/product-tree';
import { buildProductTree, flattenTree } from '../../src/domain/product-tree';
import { filterProductTree, filterWords } from '../../src/domain/product-tree-filter';

function row(seq: number, parent_id: number | null, name: string, extra: Partial<ProductNode> = {}): ProductNode {
  return { seq, parent_id, heading: false, name, tradename: null, tree_order: seq, online: true, isFeatured: false, ...extra };
}

// Doors (1): Steel door (2), Wood door (3, tradename Oakline); Windows (4): Façade window (5); Empty heading (6).
const TREE: ProductTreeNode[] = buildProductTree([
  row(1, null, 'Doors', { heading: true }),
  row(2, 1, 'Steel door'),
  row(3, 1, 'Wood door', { tradename: 'Oakline' }),
  row(4, null, 'Windows', { heading: true }),
  row(5, 4, 'Façade window'),
  row(6, null, 'Empty heading', { heading: true }),
]);

const shown = (tree: ProductTreeNode[]) => flattenTree(tree).map((n) => (n.placeholder ? `placeholder of ${n.parent_id}` : n.seq));

describe('filterProductTree', () => {
  it('keeps the whole tree, placeholders included, without words', () => {
    for (const query of ['', '   ', '!!']) {
      expect(shown(filterProductTree(TREE, query).tree)).toEqual([1, 2, 3, 4, 5, 6, 'placeholder of 6']);
      expect(filterProductTree(TREE, query).productCount).toBe(3);
    }
  });

  it('keeps a matching product with the headings above it, and only the branches that lead to matches', () => {
    const result = filterProductTree(TREE, 'steel');
    expect(shown(result.tree)).toEqual([1, 2]);
    expect(result.productCount).toBe(1);
  });

  it('needs every word, in any order and case, in the name or the tradename, ignoring accents', () => {
    expect(shown(filterProductTree(TREE, 'DOOR oakline').tree)).toEqual([1, 3]);
    expect(shown(filterProductTree(TREE, 'facade').tree)).toEqual([4, 5]);
    expect(shown(filterProductTree(TREE, 'door window').tree)).toEqual([]);
    expect(shown(filterProductTree(TREE, 'door').tree)).toEqual([1, 2, 3]);
    expect(filterProductTree(TREE, 'door').productCount).toBe(2);
  });

  it('keeps a matching heading with everything under it, its placeholder too', () => {
    expect(shown(filterProductTree(TREE, 'doors').tree)).toEqual([1, 2, 3]);
    expect(filterProductTree(TREE, 'doors').productCount).toBe(2);
    expect(shown(filterProductTree(TREE, 'empty').tree)).toEqual([6, 'placeholder of 6']);
    expect(filterProductTree(TREE, 'empty').productCount).toBe(0);
  });

  it('does not change the tree it filters', () => {
    const before = JSON.stringify(TREE);
    filterProductTree(TREE, 'steel');
    expect(JSON.stringify(TREE)).toBe(before);
  });

  it('reads at most ten words', () => {
    expect(filterWords('a b c d e f g h i j k l')).toHaveLength(10);
    expect(filterWords('  Fire-rated  DOOR, façade ')).toEqual(['fire', 'rated', 'door', 'facade']);
  });
});

describe('type names in sentences', () => {
  it('lower-cases the first letter unless the label starts with an acronym', () => {
    expect(labelInSentence('Data sheets')).toBe('data sheets');
    expect(labelInSentence('CAD drawings')).toBe('CAD drawings');
    expect(labelInSentence('BIM object')).toBe('BIM object');
    expect(typeNoun('datasheet', 1)).toBe('data sheet');
    expect(typeNoun('bim', 2)).toBe('BIM objects');
    expect(typeNoun('cad', 0)).toBe('CAD drawings');
  });
});
