import type { ProductAttribute } from '../domain/product-attributes';
import { groupedAttributes } from '../domain/product-attributes';

/** A product's attributes as a data sheet: one row group per kind (performance, dimensions ...). */
export function DataSheetTable({ attributes }: { attributes: readonly ProductAttribute[] }) {
  const groups = groupedAttributes(attributes);
  if (groups.length === 0) return null;
  return (
    <section className="data-sheet" aria-labelledby="data-sheet-title">
      <h2 id="data-sheet-title">Data sheet</h2>
      <table className="data-sheet__table">
        {groups.map((g) => (
          <tbody key={g.group}>
            <tr>
              <th scope="rowgroup" colSpan={2} className="data-sheet__group">
                {g.title}
              </th>
            </tr>
            {g.rows.map((row, i) => (
              <tr key={`${row.label}-${i}`}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}
