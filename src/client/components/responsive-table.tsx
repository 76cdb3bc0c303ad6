import type { ReactNode } from "react";
import { RowCards, type RowFact } from "./row-cards";
import { Table, TableBody, TableHeader, TableRow } from "./ui/table";

/**
 * A list's rows as a table from 768px and as cards under it (spec 9's breakpoint,
 * docs/decisions/038): `head` and `cells` are the table's cells, `card` each row's card.
 */
export function ResponsiveTable<Row>({
  label,
  rows,
  rowKey,
  head,
  cells,
  card,
  tableClassName,
}: {
  /** The cards' list name, as the table's screen names it. */
  label: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  head: ReactNode;
  cells: (row: Row) => ReactNode;
  card: (row: Row) => { title: ReactNode; badge: ReactNode; facts: RowFact[]; actions?: ReactNode };
  tableClassName?: string;
}) {
  return (
    <>
      <div className="hidden md:block">
        <Table className={tableClassName}>
          <TableHeader>
            <TableRow>{head}</TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>{cells(row)}</TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <RowCards label={label} rows={rows} rowKey={rowKey} card={card} />
    </>
  );
}
