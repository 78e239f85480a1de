import { compareRows, gwpRow } from '../../domain/product-data/compare-rows';
import type { ComparedProduct } from '../../services/product-comparison';

/** A value the product's record does not state: a dash, and words for screen readers and copies. */
function NotStated() {
  return (
    <span className="compare-table__none">
      —<span className="visually-hidden"> not stated</span>
    </span>
  );
}

/** A row header; rows whose products differ say so in words (and a mark), not by colour alone. */
function RowHead({ name, unit, differs }: { name: string; unit: string | null; differs: boolean }) {
  return (
    <th scope="row">
      <span className="compare-table__name">{name}</span>
      {unit && <span className="compare-table__unit"> ({unit})</span>}
      {differs && <span className="compare-table__differs-mark"> ≠ differs</span>}
    </th>
  );
}

/**
 * The rows of the products' typed records: the union of their templates' properties (fire rating,
 * U-factor, STC, gauge, warranty…) with units, then the GWP of their current EPDs.
 */
export function RecordRows({ products }: { products: ComparedProduct[] }) {
  const rows = compareRows(products.map((p) => p.record));
  const gwp = gwpRow(products.map((p) => p.gwp));
  const anyGwp = gwp.cells.some((c) => c !== null);
  return (
    <>
      {rows.map((row) => (
        <tr key={row.id} className={row.differs ? 'compare-table__differs' : undefined} data-property={row.id}>
          <RowHead name={row.name} unit={row.unit} differs={row.differs} />
          {row.cells.map((cell, i) => (
            <td key={products[i].seq}>{cell ?? <NotStated />}</td>
          ))}
        </tr>
      ))}
      {anyGwp && (
        <tr className={gwp.differs ? 'compare-table__differs' : undefined} data-property="gwp">
          <RowHead name="Global warming potential (EPD)" unit={null} differs={gwp.differs} />
          {gwp.cells.map((cell, i) => (
            <td key={products[i].seq}>
              {cell ?? <NotStated />}
              {cell && !gwp.comparable && <span className="compare-table__note"> (declared units differ: not comparable)</span>}
            </td>
          ))}
        </tr>
      )}
    </>
  );
}
