import Papa from 'papaparse'

/*
 * The one CSV writer of the gateway: the transaction reports (and so the payments Export), the
 * wallet statement, and any CSV added later. Write rows with csvLines and they come out quoted
 * (RFC 4180), with formulas neutralised however a spreadsheet opens the file (decision 043).
 */

export type CsvCell = string | number | null

/**
 * A UTF-8 byte-order mark opens every CSV: without it Excel reads the file as the system's ANSI
 * code page and a Devanagari or Tamil name turns into mojibake.
 */
export const CSV_BOM = '\uFEFF'

/** What makes a spreadsheet read a cell as a formula: = + - @ first, or a tab, CR, LF or NUL. */
const FORMULA_START = /^[=+\-@\t\r\n\0]/
/**
 * A place inside a cell where a cell of its own may begin: after a separator a spreadsheet may
 * split on instead of the comma (Excel and LibreOffice use `;` where the decimal mark is a comma;
 * tab and `|` are offered too) or after a line break (a reader that ignores quotes starts a new
 * row there), past spaces and quotes, when what follows would start a formula. LibreOffice
 * evaluates `Ravi;=2+3;Kumar` to 5 when it splits on `;`.
 */
const FORMULA_INSIDE = /([,;\t|\r\n][\s"]*)(?=[=+\-@])/g
const RISKY = /^[=+\-@\t\r\n\0]|[,;\t|\r\n][\s"]*[=+\-@]/

/**
 * A text cell as a spreadsheet will keep it as text (OWASP CSV injection): a leading `'` when it
 * starts like a formula, and a `'` before each formula start inside it. Numbers are data: a JS
 * number is never touched, so a negative amount stays a number. Text that looks like a number
 * ("-2" as a name) is text, and is neutralised like any other.
 */
export function neutraliseFormula(cell: string): string {
  if (!RISKY.test(cell)) return cell
  const inside = cell.replace(FORMULA_INSIDE, "$1'")
  return FORMULA_START.test(cell) ? `'${inside}` : inside
}

/**
 * CSV rows by Papa Parse: RFC 4180 quoting (delimiter, quote, CR/LF, edge spaces), null → empty,
 * numbers as JS prints them, text through neutraliseFormula (a changed cell is also quoted);
 * each row ends with `newline` (the reports use LF, the wallet statement CRLF). Papa Parse was
 * measured ~2× faster than csv-stringify's sync API on these rows (decision 035); a row without
 * a risky cell is passed as it is, not copied.
 */
export function csvLines(rows: readonly (readonly CsvCell[])[], newline = '\n'): string {
  const changed = new Set<string>()
  const safe = rows.map((row) => {
    let copy: CsvCell[] | null = null
    for (let i = 0; i < row.length; i++) {
      const cell = row[i]
      if (typeof cell !== 'string') continue
      const neutral = neutraliseFormula(cell)
      if (neutral === cell) continue
      copy ??= [...row]
      copy[i] = neutral
      changed.add(neutral)
    }
    return copy ?? row
  })
  // Papa's types want mutable arrays; it only reads them.
  const csv = Papa.unparse(safe as CsvCell[][], {
    newline,
    quotes: changed.size > 0 ? (value: unknown) => changed.has(value as string) : false,
  })
  return `${csv}${newline}`
}
