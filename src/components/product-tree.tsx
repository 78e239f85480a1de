import type { ProductTreeNode } from '../domain/product-tree';
import { CompareCheckbox } from './compare-form';

function Node({ node, compare }: { node: ProductTreeNode; compare: boolean }) {
  if (node.placeholder) {
    return <li className="product-tree__placeholder">No products listed under this heading yet</li>;
  }
  return (
    <li className={compare && !node.heading ? 'product-tree__product' : undefined}>
      {compare && !node.heading && <CompareCheckbox seq={node.seq} name={node.name} leading />}
      {node.heading ? (
        <span className="product-tree__heading" id={`family-${node.seq}`}>
          {node.name}
        </span>
      ) : (
        <a href={`/product/${node.seq}`}>
          {node.name}
          {node.tradename && <span className="product-tree__tradename"> {node.tradename}</span>}
        </a>
      )}
      {node.children.length > 0 && (
        <ul>
          {node.children.map((child) => (
            <Node key={child.seq} node={child} compare={compare} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** `compare`: each product gets a compare checkbox (inside a CompareForm). */
export function ProductTree({ tree, compare = false }: { tree: ProductTreeNode[]; compare?: boolean }) {
  if (tree.length === 0) return <p>This manufacturer has not listed products yet.</p>;
  return (
    <ul className="product-tree">
      {tree.map((node) => (
        <Node key={node.seq} node={node} compare={compare} />
      ))}
    </ul>
  );
}
