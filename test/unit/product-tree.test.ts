import { describe, it, expect } from 'vitest';
import { buildProductTree, flattenTree, type ProductNode } from '../../src/domain/product-tree';

function row(seq: number, parent_id: number | null, extra: Partial<ProductNode> = {}): ProductNode {
  return {
    seq,
    parent_id,
    heading: false,
    name: `P${seq}`,
    tradename: null,
    tree_order: 0,
    online: true,
    isFeatured: false,
    ...extra,
  };
}

const seqs = (nodes: { seq: number }[]) => nodes.map((n) => n.seq);

describe('buildProductTree', () => {
  it('returns an empty tree for no rows', () => {
    expect(buildProductTree([])).toEqual([]);
  });

  it('nests children under parents', () => {
    const tree = buildProductTree([row(1, null), row(2, 1), row(3, 2), row(4, 1)]);
    expect(seqs(tree)).toEqual([1]);
    expect(seqs(tree[0].children)).toEqual([2, 4]);
    expect(seqs(tree[0].children[0].children)).toEqual([3]);
    expect(tree[0].children[1].children).toEqual([]);
  });

  it('orders siblings by tree_order then seq', () => {
    const tree = buildProductTree([
      row(5, null, { tree_order: 2 }),
      row(3, null, { tree_order: 1 }),
      row(9, null, { tree_order: 1 }),
      row(1, null, { tree_order: 3 }),
      row(20, 5, { tree_order: 10 }),
      row(21, 5, { tree_order: -1 }),
      row(22, 5, { tree_order: 10 }),
    ]);
    expect(seqs(tree)).toEqual([3, 9, 5, 1]);
    expect(seqs(tree[2].children)).toEqual([21, 20, 22]);
  });

  it('makes rows with a missing parent into roots', () => {
    const tree = buildProductTree([row(1, null), row(2, 999), row(3, 2)]);
    expect(seqs(tree)).toEqual([1, 2]);
    expect(seqs(tree[1].children)).toEqual([3]);
  });

  it('gives a childless heading one empty placeholder child', () => {
    const tree = buildProductTree([row(1, null, { heading: true, name: 'Doors' })]);
    expect(tree[0].children).toEqual([
      {
        seq: -1,
        parent_id: 1,
        heading: false,
        name: '',
        tradename: null,
        tree_order: 0,
        online: false,
        isFeatured: false,
        children: [],
        placeholder: true,
      },
    ]);
  });

  it('adds placeholders to nested headings but not to headings with children or to products', () => {
    const tree = buildProductTree([
      row(1, null, { heading: true }),
      row(2, 1, { heading: true }),
      row(3, 1),
      row(4, null),
    ]);
    const [heading, product] = tree;
    expect(seqs(heading.children)).toEqual([2, 3]);
    expect(heading.children.some((c) => c.placeholder)).toBe(false);
    expect(heading.children[0].children).toHaveLength(1);
    expect(heading.children[0].children[0]).toMatchObject({ seq: -2, parent_id: 2, placeholder: true });
    expect(heading.children[1].children).toEqual([]);
    expect(product.children).toEqual([]);
  });

  it('keeps the row data and does not mutate the input', () => {
    const rows = [row(1, null, { tradename: 'Acme X', isFeatured: true, online: false })];
    const tree = buildProductTree(rows);
    expect(tree[0]).toMatchObject({ seq: 1, tradename: 'Acme X', isFeatured: true, online: false });
    expect(tree[0]).not.toBe(rows[0]);
    expect('children' in rows[0]).toBe(false);
  });

  it('keeps only the first row when seqs repeat', () => {
    const tree = buildProductTree([row(1, null, { name: 'first' }), row(1, null, { name: 'second' })]);
    expect(tree).toHaveLength(1);
    expect(tree[0].name).toBe('first');
  });

  it('promotes a self-parented row to a root', () => {
    const tree = buildProductTree([row(1, 1), row(2, 1)]);
    expect(seqs(tree)).toEqual([1]);
    expect(seqs(tree[0].children)).toEqual([2]);
  });

  it('promotes every node of a cycle to a root and keeps their descendants', () => {
    const tree = buildProductTree([row(1, 3), row(2, 1), row(3, 2), row(4, 2), row(5, null)]);
    expect(seqs(tree)).toEqual([1, 2, 3, 5]);
    expect(seqs(tree[1].children)).toEqual([4]);
    expect(flattenTree(tree)).toHaveLength(5);
  });

  it('handles a large flat list and a deep chain', () => {
    const flat = Array.from({ length: 5000 }, (_, i) => row(i + 1, null, { tree_order: 5000 - i }));
    expect(buildProductTree(flat)[0].seq).toBe(5000);
    const chain = Array.from({ length: 300 }, (_, i) => row(i + 1, i === 0 ? null : i));
    expect(flattenTree(buildProductTree(chain)).map((n) => n.seq)).toEqual(chain.map((r) => r.seq));
  });
});

describe('flattenTree', () => {
  it('walks depth-first, parents before children, including placeholders', () => {
    const tree = buildProductTree([
      row(1, null, { tree_order: 1 }),
      row(2, 1, { tree_order: 2 }),
      row(3, 1, { tree_order: 1, heading: true }),
      row(4, 2),
      row(5, null, { tree_order: 2 }),
    ]);
    expect(seqs(flattenTree(tree))).toEqual([1, 3, -3, 2, 4, 5]);
  });

  it('returns an empty list for an empty tree', () => {
    expect(flattenTree([])).toEqual([]);
  });
});
