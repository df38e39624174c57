import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { XMLParser } from 'fast-xml-parser'

/*
 * LibreOffice Calc, headless, as a real spreadsheet client for the files a person opens: a
 * workbook converted to flat ODS (XML) tells each cell's value type as Calc read it (string,
 * float, date) and its text, and each column's width. Shared by the server's report-files test and
 * the end-to-end tests of downloads.
 */

const run = promisify(execFile)

export type CalcCell = { type: string; text: string; value?: string }
export type CalcSheet = { rows: CalcCell[][]; widths: number[]; defaultWidth: number }

type Node = Record<string, unknown>

export async function calcSheet(file: string, workDir: string): Promise<CalcSheet> {
  const out = mkdtempSync(join(workDir, 'fods-'))
  const profile = `-env:UserInstallation=file://${join(workDir, 'lo-profile')}`
  await run('soffice', [profile, '--headless', '--convert-to', 'fods', '--outdir', out, file])
  const name = file.replace(/^.*\//, '').replace(/\.[^.]+$/, '.fods')
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (tag) =>
      ['table:table-row', 'table:table-cell', 'table:table-column', 'style:style'].includes(tag),
  }).parse(readFileSync(join(out, name), 'utf8')) as Record<string, Node>
  const doc = parsed['office:document'] as Record<string, Node>
  const styles = new Map<string, number>()
  for (const style of ((doc['office:automatic-styles'] as Node)['style:style'] ?? []) as Node[]) {
    const props = style['style:table-column-properties'] as Node | undefined
    const width = props?.['@style:column-width']
    if (typeof width === 'string') styles.set(String(style['@style:name']), parseFloat(width))
  }
  const body = doc['office:body'] as Record<string, Node>
  const table = (body['office:spreadsheet'] as Node)['table:table'] as Node
  const widths: number[] = []
  let defaultWidth = 0
  for (const column of table['table:table-column'] as Node[]) {
    const repeat = Number(column['@table:number-columns-repeated'] ?? 1)
    const width = styles.get(String(column['@table:style-name'])) ?? 0
    if (repeat > 100) defaultWidth = width
    else for (let i = 0; i < repeat; i++) widths.push(width)
  }
  const rows = ((table['table:table-row'] ?? []) as Node[]).map((row) =>
    ((row['table:table-cell'] ?? []) as Node[]).flatMap((cell) => {
      const repeat = Math.min(Number(cell['@table:number-columns-repeated'] ?? 1), 64)
      const p = cell['text:p']
      const one: CalcCell = {
        type: String(cell['@office:value-type'] ?? ''),
        text: typeof p === 'string' ? p : '',
        ...(cell['@office:date-value'] ? { value: String(cell['@office:date-value']) } : {}),
      }
      return Array.from({ length: repeat }, () => one)
    }),
  )
  return { rows, widths, defaultWidth }
}

/** The sheet's rows as records by header, dropping Calc's trailing empty rows. */
export function calcRecords(sheet: CalcSheet): Record<string, CalcCell>[] {
  const header = sheet.rows[0]?.map((c) => c.text) ?? []
  return sheet.rows
    .slice(1)
    .filter((row) => row.some((c) => c.text !== ''))
    .map((row) => Object.fromEntries(header.map((h, i) => [h, row[i] ?? { type: '', text: '' }])))
}
