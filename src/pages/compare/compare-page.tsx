import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageScript } from '../../components/page-script';
import { companyPath } from '../../domain/company-id';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '../../domain/content-types';
import type { ContentType } from '../../domain/content-types';
import { productTitle } from '../../domain/product-title';
import type { Company } from '../../services/companies';
import type { ComparedProduct, ComparedType } from '../../services/product-comparison';
import { CertificationList } from './certification-list';
import { CompareHead } from './compare-head';
import { RecordRows } from './record-rows';

export interface ComparePageProps {
  /** The company whose pages the comparison started from. */
  company: Company;
  contentType: ContentType;
  products: ComparedProduct[];
  path: string;
}

function Row({ label, products, cell, className }: { label: string; products: ComparedProduct[]; cell: (p: ComparedProduct) => ReactNode; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row">{label}</th>
      {products.map((p) => (
        <td key={p.seq}>{cell(p)}</td>
      ))}
    </tr>
  );
}

function Documents({ summary }: { summary: ComparedType | undefined }) {
  if (!summary) return <span className="compare-table__none">None</span>;
  const { first, count } = summary;
  return (
    <>
      <span className="compare-table__count">{count}</span>{' '}
      <a href={first.downloadUrl ?? first.url}>
        {first.downloadUrl ? `Download ${first.fileFormat?.toUpperCase() ?? 'file'}` : 'Open'}
        <span className="visually-hidden"> {first.title}</span>
      </a>
    </>
  );
}

/** Rows of the content types any compared product has; the type the comparison was opened from first. */
function typesOf(products: ComparedProduct[], current: ContentType): ContentType[] {
  const present = new Set(products.flatMap((p) => p.types.map((t) => t.contentType)));
  const types = CONTENT_TYPES.filter((t) => present.has(t));
  return types.includes(current) ? [current, ...types.filter((t) => t !== current)] : types;
}

/** 2 to 4 products side by side: one column per product, one row per attribute. */
export function ComparePage({ company, contentType, products, path }: ComparePageProps) {
  const home = companyPath(company.name, company.coid);
  const base = path.slice(0, path.lastIndexOf('/'));
  const without = (seq: number) => `${base}/${products.filter((p) => p.seq !== seq).map((p) => p.seq).join(',')}`;
  const hasDownloads = products.some((p) => p.types.some((t) => t.first.downloadUrl));
  return (
    <>
      <Breadcrumbs items={[{ label: 'Manufacturers', href: '/manufacturers/all' }, { label: company.name, href: home }, { label: 'Compare products' }]} />
      <h1>Compare {products.length} products</h1>
      {hasDownloads && <PageScript name="download-analytics" />}
      <div className="table-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className="data-table compare-table">
          <caption id="compare-caption" className="visually-hidden">
            Products compared: {products.map(productTitle).join(', ')}
          </caption>
          <CompareHead products={products} removeHref={without} />
          <tbody>
            <Row label="Manufacturer" products={products} cell={(p) => <a href={companyPath(p.companyName, p.coid)}>{p.companyName}</a>} />
            <Row
              label="CSI section"
              products={products}
              cell={(p) => (p.section ? <a href={`/products/by-csi/${p.section.replace(/ /g, '')}`}>{`${p.section} ${p.sectionTitle ?? ''}`.trim()}</a> : '—')}
            />
            <RecordRows products={products} />
            <Row label="Description" products={products} cell={(p) => p.description || '—'} />
            <Row label="Certifications" products={products} cell={(p) => <CertificationList product={p} />} />
            {typesOf(products, contentType).map((type) => (
              <Row
                key={type}
                label={CONTENT_TYPE_LABELS[type].plural}
                className={type === contentType ? 'compare-table__current' : undefined}
                products={products}
                cell={(p) => <Documents summary={p.types.find((t) => t.contentType === type)} />}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <a href={home}>Back to {company.name}</a>
      </p>
    </>
  );
}
