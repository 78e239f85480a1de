import type { ProductTreeNode } from '../domain/product-tree';
import type { CompareTray } from './compare-tray';
import { CompareToggle } from './compare-tray';

function Node({ node, compare }: { node: ProductTreeNode; compare?: CompareTray }) {
  if (node.placeholder) {
    return <li className="product-tree__placeholder">No products listed under this heading yet</li>;
  }
  return (
    <li>
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
      {compare && !node.heading && (
        <>
          {' '}
          <CompareToggle seq={node.seq} title={node.tradename ? `${node.name} ${node.tradename}` : node.name} tray={compare} />
        </>
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

/** `compare`: the page's compare tray; each product gets its add or remove link. */
export function ProductTree({ tree, compare }: { tree: ProductTreeNode[]; compare?: CompareTray }) {
  if (tree.length === 0) return <p>This manufacturer has not listed products yet.</p>;
  return (
    <ul className="product-tree">
      {tree.map((node) => (
        <Node key={node.seq} node={node} compare={compare} />
      ))}
    </ul>
  );
}
