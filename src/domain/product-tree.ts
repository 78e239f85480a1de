export interface ProductNode {
  seq: number;
  parent_id: number | null;
  heading: boolean;
  name: string;
  tradename: string | null;
  tree_order: number;
  online: boolean;
  isFeatured: boolean;
}

export interface ProductTreeNode extends ProductNode {
  children: ProductTreeNode[];
  placeholder?: boolean;
}

function bySiblingOrder(a: ProductNode, b: ProductNode): number {
  return a.tree_order - b.tree_order || a.seq - b.seq;
}

function placeholderFor(heading: ProductNode): ProductTreeNode {
  return {
    seq: -heading.seq,
    parent_id: heading.seq,
    heading: false,
    name: '',
    tradename: null,
    tree_order: 0,
    online: false,
    isFeatured: false,
    children: [],
    placeholder: true,
  };
}

/** True when following parent links from `seq` comes back to `seq`. */
function isOnCycle(seq: number, parentOf: Map<number, number | null>): boolean {
  const visited = new Set<number>();
  let current = parentOf.get(seq);
  while (current != null && parentOf.has(current) && !visited.has(current)) {
    if (current === seq) return true;
    visited.add(current);
    current = parentOf.get(current);
  }
  return false;
}

/**
 * Nests product rows by parent_id. Rows whose parent is missing become roots.
 * Cycles: every node that lies on a parent cycle (including a node that is its
 * own parent) is promoted to a root, so no row is dropped and nothing loops;
 * nodes hanging below a cycle stay under their cycle member. When several rows
 * share a seq only the first is kept. A heading without children gets one
 * empty placeholder child.
 */
export function buildProductTree(rows: readonly ProductNode[]): ProductTreeNode[] {
  const nodes = new Map<number, ProductTreeNode>();
  for (const row of rows) {
    if (!nodes.has(row.seq)) nodes.set(row.seq, { ...row, children: [] });
  }
  const parentOf = new Map<number, number | null>();
  for (const node of nodes.values()) {
    const parent = node.parent_id;
    parentOf.set(node.seq, parent != null && nodes.has(parent) ? parent : null);
  }

  const roots: ProductTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = parentOf.get(node.seq);
    if (parent == null || isOnCycle(node.seq, parentOf)) roots.push(node);
    else nodes.get(parent)!.children.push(node);
  }

  for (const node of nodes.values()) {
    node.children.sort(bySiblingOrder);
    if (node.heading && node.children.length === 0) node.children.push(placeholderFor(node));
  }
  return roots.sort(bySiblingOrder);
}

/** Depth-first, parents before children, placeholders included. */
export function flattenTree(tree: readonly ProductTreeNode[]): ProductTreeNode[] {
  const out: ProductTreeNode[] = [];
  const stack = [...tree].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    out.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return out;
}
