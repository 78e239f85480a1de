import type { ReactNode } from 'react';

export interface DataTableProps {
  /** Says what the rows are; read by screen readers, shown only when `showCaption`. */
  caption: ReactNode;
  showCaption?: boolean;
  captionId?: string;
  /** Column headings, left to right. */
  columns: readonly string[];
  /** The rows (<tr> elements). */
  children: ReactNode;
}

/** A plain data table of the account, learning and report pages: caption, column headings, rows. */
export function DataTable({ caption, showCaption = false, captionId, columns, children }: DataTableProps) {
  return (
    <table className="data-table">
      <caption id={captionId} className={showCaption ? undefined : 'visually-hidden'}>
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
  );
}
