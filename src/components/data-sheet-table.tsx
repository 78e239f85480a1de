import type { ProductAttribute } from '../domain/product-attributes';
import { groupedAttributes } from '../domain/product-attributes';

/**
 * A product's attributes as a data sheet: one table per kind (performance, dimensions ...), named by its
 * caption; a title row spanning the columns would be a fake caption to assistive technology.
 */
export function DataSheetTable({ attributes }: { attributes: readonly ProductAttribute[] }) {
  const groups = groupedAttributes(attributes);
  if (groups.length === 0) return null;
  return (
    <section className="data-sheet" aria-labelledby="data-sheet-title">
      <h2 id="data-sheet-title">Data sheet</h2>
      {groups.map((g) => (
        <table key={g.group} className="data-sheet__table">
          <caption className="data-sheet__group">{g.title}</caption>
          <tbody>
            {g.rows.map((row, i) => (
              <tr key={`${row.label}-${i}`}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
