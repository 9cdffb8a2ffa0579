import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

export interface TableColumn {
  /** The column's header text; also its key, so unique within a table. */
  header: string;
  /** Figures: the header is right-aligned like the numbers below it. */
  numeric?: boolean;
  /** The header is read out but not shown (e.g. a column of decorative bars). */
  visuallyHidden?: boolean;
  /** Extra classes of this header cell, e.g. to hide the column on small screens. */
  className?: string;
}

/**
 * The header row's look; the body rows set their own padding to match. `compact` and `regular` rule
 * the header row off dark; `light` and `card` have small grey headers, `card` padded on both sides
 * for a table that fills a bordered box.
 */
export type TableLook = 'compact' | 'regular' | 'light' | 'card';

const HEAD_ROW: Record<TableLook, string> = {
  compact: 'border-b border-slate-300',
  regular: 'border-b border-slate-300',
  light: 'border-b border-slate-200 text-sm text-slate-700',
  card: 'border-b border-slate-200 text-sm text-slate-700',
};
const HEADER_CELL: Record<TableLook, string> = {
  compact: 'py-1 pr-3 last:pr-0',
  regular: 'py-2 pr-4 last:pr-0',
  light: 'py-2 pr-3 font-semibold last:pr-0',
  card: 'px-4 py-2 font-semibold',
};

export interface CitedTableProps {
  /** What the table holds; every data table has one, visible or not. */
  caption: ReactNode;
  /** Defaults to visually hidden, for tables a heading already introduces. */
  captionClassName?: string;
  columns: readonly TableColumn[];
  look?: TableLook;
  /** Classes of the table itself (width, text size). */
  className?: string;
  /** A wide table scrolls sideways in its own box; a named box is also a focusable region. */
  scroll?: { label?: string; className?: string };
  /** The source or note under the table: where its figures come from. */
  footnote?: ReactNode;
  /** The body rows, each with its row header cell (`<th scope="row">`). */
  children: ReactNode;
}

/**
 * A data table with a caption, one header cell per column and the figures' source under it.
 * The caller renders the body rows, so each table keeps its own cells.
 */
export function CitedTable({
  caption,
  captionClassName = 'sr-only',
  columns,
  look = 'regular',
  className = '',
  scroll,
  footnote,
  children,
}: CitedTableProps) {
  const table = (
    <table className={`w-full border-collapse text-left ${className}`}>
      <caption className={captionClassName}>{caption}</caption>
      <thead>
        <tr className={HEAD_ROW[look]}>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={`${HEADER_CELL[look]} ${column.numeric ? 'text-right' : ''} ${column.className ?? ''}`}
            >
              {column.visuallyHidden ? <span className="sr-only">{column.header}</span> : column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  const scrolled = !scroll ? (
    table
  ) : scroll.label ? (
    <ScrollRegion label={scroll.label} className={scroll.className}>
      {table}
    </ScrollRegion>
  ) : (
    <div className={`overflow-x-auto ${scroll.className ?? ''}`}>{table}</div>
  );
  return footnote ? (
    <>
      {scrolled}
      {footnote}
    </>
  ) : (
    scrolled
  );
}
