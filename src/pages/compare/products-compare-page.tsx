import { AddToProject } from '../../components/add-to-project';
import { Breadcrumbs } from '../../components/breadcrumbs';
import type { ProjectChoice } from '../../components/add-to-project';
import { companyPath } from '../../domain/company-id';
import { productTitle } from '../../domain/product-title';
import type { ComparedProduct } from '../../services/product-comparison';
import type { CompareChoiceProps } from './compare-choice-page';
import { CompareChoicePage } from './compare-choice-page';
import { CertificationList } from './certification-list';
import { CompareHead } from './compare-head';
import { RecordRows } from './record-rows';

export type ProductsCompareProps = { products: ComparedProduct[]; projects?: ProjectChoice[] } | { refused: CompareChoiceProps };

/** The last row for a signed-in architect: each product's "Add to project", or where to create a project first. */
function AddRow({ products, projects }: { products: ComparedProduct[]; projects: ProjectChoice[] }) {
  return (
    <tr>
      <th scope="row">Project</th>
      {products.map((p) => (
        <td key={p.seq}>
          {!p.section ? (
            '—'
          ) : projects.length > 0 ? (
            <AddToProject productSeq={p.seq} projects={projects} idSuffix={`-${p.seq}`} />
          ) : (
            <a href="/account/projects">Create a project to add this product to</a>
          )}
        </td>
      ))}
    </tr>
  );
}

/** /compare/{ids} without the other products' ids: where "Remove" goes. */
const without = (products: ComparedProduct[], seq: number) => `/compare/${products.filter((p) => p.seq !== seq).map((p) => p.seq).join(',')}`;

/** 2 to 4 products of any manufacturers side by side: one column per product, one row per property. */
export function ProductsComparePage(props: ProductsCompareProps) {
  if ('refused' in props) return <CompareChoicePage {...props.refused} />;
  const { products, projects } = props;
  return (
    <>
      <Breadcrumbs items={[{ label: 'Products', href: '/content-type/product' }, { label: 'Compare products' }]} />
      <h1>Compare {products.length} products</h1>
      <div className="table-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className="data-table compare-table">
          <caption id="compare-caption" className="visually-hidden">
            Products compared: {products.map(productTitle).join(', ')}. Rows whose values differ are marked “differs”.
          </caption>
          <CompareHead products={products} removeHref={(seq) => without(products, seq)} />
          <tbody>
            <tr>
              <th scope="row">Manufacturer</th>
              {products.map((p) => (
                <td key={p.seq}>
                  <a href={companyPath(p.companyName, p.coid)}>{p.companyName}</a>
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">CSI section</th>
              {products.map((p) => (
                <td key={p.seq}>{p.section ? <a href={`/products/by-csi/${p.section.replace(/ /g, '')}`}>{`${p.section} ${p.sectionTitle ?? ''}`.trim()}</a> : '—'}</td>
              ))}
            </tr>
            <RecordRows products={products} />
            <tr>
              <th scope="row">Certifications</th>
              {products.map((p) => (
                <td key={p.seq}>
                  <CertificationList product={p} />
                </td>
              ))}
            </tr>
            {projects && <AddRow products={products} projects={projects} />}
          </tbody>
        </table>
      </div>
    </>
  );
}
