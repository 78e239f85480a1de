import type { ProductTreeNode } from './product-tree';

/** Lower case without accents, so "Façade" matches "facade". */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The words of a filter box entry (at most 10, so a pasted paragraph stays cheap). */
export function filterWords(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 10);
}

function matches(node: ProductTreeNode, words: readonly string[]): boolean {
  if (node.placeholder) return false;
  const text = fold(`${node.name} ${node.tradename ?? ''}`);
  return words.every((word) => text.includes(word));
}

interface FilteredTree {
  tree: ProductTreeNode[];
  /** Products (not headings or placeholders) left in the tree. */
  productCount: number;
}

/** Products (not headings or placeholders) in a tree. */
export function countProducts(nodes: readonly ProductTreeNode[]): number {
  return nodes.reduce((n, node) => n + (node.heading || node.placeholder ? 0 : 1) + countProducts(node.children), 0);
}

/**
 * The part of a product tree a filter box asks for. A node whose name or tradename holds
 * every word is kept with its whole subtree (a matching heading shows all its products, or
 * its empty placeholder); the headings above a match are kept as its path, with only the
 * branches that lead to matches. No words: the tree as it is.
 */
export function filterProductTree(tree: readonly ProductTreeNode[], query: string): FilteredTree {
  const words = filterWords(query);
  const prune = (nodes: readonly ProductTreeNode[]): ProductTreeNode[] =>
    nodes.flatMap((node) => {
      if (matches(node, words)) return [node];
      const children = prune(node.children);
      return children.length > 0 ? [{ ...node, children }] : [];
    });
  const filtered = words.length === 0 ? [...tree] : prune(tree);
  return { tree: filtered, productCount: countProducts(filtered) };
}
