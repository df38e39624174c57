import type { ReactNode } from 'react'

/**
 * One column of a DataTable. On phones (below 640 px) each row is a card: a 'line' cell is a
 * labelled line of it (the header is the label), a 'free' cell is placed by its own classes (the
 * amount and the status on top).
 */
export type Column<Row> = {
  header: string
  /** The header's text aligns right (the cell aligns itself through its className). */
  alignEnd?: boolean
  card?: 'line' | 'free'
  className?: string | ((row: Row) => string)
  /** data-* attributes of the cell, e.g. what tests read without parsing the text. */
  cellData?: (row: Row) => Record<`data-${string}`, string>
  /**
   * Stays at the table's right edge while a narrow screen scrolls the other columns, so the
   * row's action is never cut off.
   */
  pinned?: boolean
  /**
   * A column the table shows only from this screen width in pixels (where it has room), while a
   * phone's card (below 640 px) always has its line.
   */
  tableFrom?: 1280 | 1440
  render: (row: Row) => ReactNode
}

/** The classes that differ between the tables: their padding and, on the dashboard, the cards. */
export type TableLook = { head: string; body: string; row: string; th: string; td: string }

const TH = 'text-left text-xs font-semibold tracking-wide text-slate-600 uppercase'
// Literal class names, so Tailwind generates them. A cell is hidden by default, a flex line of a
// phone's card below 640 px and a table cell from the width: ranges that never overlap, so no
// two breakpoint variants compete (Tailwind orders `min-[…]` ones before `sm:`).
const TH_FROM = { 1280: 'hidden xl:table-cell', 1440: 'hidden min-[1440px]:table-cell' } as const
const TD_FROM = {
  1280: 'hidden max-sm:flex xl:table-cell',
  1440: 'hidden max-sm:flex min-[1440px]:table-cell',
} as const
const PINNED_TH = 'sm:sticky sm:right-0 sm:bg-slate-50'
const PINNED_TD = 'sm:sticky sm:right-0 sm:bg-white sm:group-hover:bg-slate-50'

/** The list screens' look: bordered cards below 640 px, a table with a tinted header above. */
export function cardLook(padding: { th: string; td: string }): TableLook {
  return {
    head: 'hidden border-b border-slate-200 bg-slate-50 sm:table-header-group',
    body: 'block space-y-3 p-3 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-slate-100 sm:p-0',
    row: 'grid grid-cols-2 gap-x-3 gap-y-2 rounded-lg border border-slate-200 p-4 sm:table-row sm:rounded-none sm:border-0 sm:p-0 sm:hover:bg-slate-50',
    th: `${padding.th} ${TH}`,
    td: `sm:table-cell ${padding.td} sm:align-middle`,
  }
}

/** The amount on top of a card, right-aligned in the table. */
export const CARD_AMOUNT =
  'order-first text-lg font-semibold whitespace-nowrap tabular-nums sm:order-none sm:text-right sm:text-sm sm:font-medium'
/** The status badge on top of a card, at its right. */
export const CARD_STATUS = 'order-first justify-self-end'

type Props<Row> = {
  rows: Row[]
  /** `false` leaves a column out (e.g. `showRates && feeColumn`). */
  columns: Array<Column<Row> | false>
  rowKey: (row: Row, index: number) => string
  rowTestId?: string
  look: TableLook
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode
}

/** One DOM for both layouts: a table from 640 px, stacked cards below, where a phone has no room for columns. */
export function DataTable<Row>({ rows, columns, rowKey, rowTestId, look, empty }: Props<Row>) {
  if (rows.length === 0 && empty !== undefined) return empty
  const shown = columns.filter((column): column is Column<Row> => column !== false)
  // A pinned cell takes the row's hover tint through the group.
  const row = shown.some((column) => column.pinned) ? `group ${look.row}` : look.row
  return (
    <table className="w-full text-sm">
      <thead className={look.head}>
        <tr>
          {shown.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={classes(
                look.th,
                column.alignEnd && 'text-right',
                column.pinned && PINNED_TH,
                column.tableFrom && TH_FROM[column.tableFrom],
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={look.body}>
        {rows.map((item, index) => (
          <tr key={rowKey(item, index)} data-testid={rowTestId} className={row}>
            {shown.map((column) => (
              <Cell key={column.header} column={column} row={item} td={look.td} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Cell<Row>({ column, row, td }: { column: Column<Row>; row: Row; td: string }) {
  const own = typeof column.className === 'function' ? column.className(row) : column.className
  const line = (column.card ?? 'line') === 'line'
  // A column shown from a width takes its display from TD_FROM, not the look's `sm:table-cell`
  // nor the card line's `flex`.
  const from = column.tableFrom && TD_FROM[column.tableFrom]
  const cell = from ? td.replace('sm:table-cell', from) : td
  return (
    <td
      {...column.cellData?.(row)}
      className={classes(
        line ? `col-span-2 ${from ? '' : 'flex'} items-center justify-between gap-3 ${cell}` : cell,
        own,
        column.pinned && PINNED_TD,
      )}
    >
      {line && <span className="text-slate-500 sm:hidden">{column.header}</span>}
      {column.render(row)}
    </td>
  )
}

function classes(...parts: Array<string | false | undefined>): string {
  return parts.filter(Boolean).join(' ')
}
