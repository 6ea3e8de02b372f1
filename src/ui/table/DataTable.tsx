import type { ReactNode } from 'react';

/** One column of a DataTable: its heading and what each row shows in it. */
export interface Column<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
  /** For the heading and every cell of the column (`optional-column` hides it on narrow phones). */
  className?: string;
}

/** Rows under a header row of column headings: the account area's lists and reports. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}) {
  return (
    <table className="account-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.heading} scope="col" className={column.className}>
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.heading} className={column.className}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
