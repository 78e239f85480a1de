import type { ReactNode } from 'react';
import { useId } from 'react';

interface DataTableProps {
  /** Says what the rows are; read by screen readers, shown only when `showCaption`. */
  caption: ReactNode;
  showCaption?: boolean;
  captionId?: string;
  /** Column headings, left to right. */
  columns: readonly string[];
  /** The rows (<tr> elements). */
  children: ReactNode;
}

/**
 * A plain data table of the account, learning and report pages: caption, column headings, rows. It sits in its
 * own horizontal scroll box (a focusable region named by the caption, so keyboard users can scroll it too): a wide
 * table scrolls there, with its first column kept in view, instead of making the whole page scroll on a phone.
 */
export function DataTable({ caption, showCaption = false, captionId, columns, children }: DataTableProps) {
  const generatedId = useId();
  const id = captionId ?? `${generatedId}caption`;
  return (
    <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="data-table">
        <caption id={id} className={showCaption ? undefined : 'visually-hidden'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
