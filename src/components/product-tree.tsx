import type { ProductTreeNode } from '../domain/product-tree';

function Node({ node }: { node: ProductTreeNode }) {
  if (node.placeholder) {
    return <li className="product-tree__placeholder">No products listed under this heading yet</li>;
  }
  return (
    <li>
      {node.heading ? (
        <span className="product-tree__heading">{node.name}</span>
      ) : (
        <a href={`/product/${node.seq}`}>
          {node.name}
          {node.tradename && <span className="product-tree__tradename"> {node.tradename}</span>}
        </a>
      )}
      {node.children.length > 0 && (
        <ul>
          {node.children.map((child) => (
            <Node key={child.seq} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function ProductTree({ tree }: { tree: ProductTreeNode[] }) {
  if (tree.length === 0) return <p>This manufacturer has not listed products yet.</p>;
  return (
    <ul className="product-tree">
      {tree.map((node) => (
        <Node key={node.seq} node={node} />
      ))}
    </ul>
  );
}
