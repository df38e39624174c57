import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csvLines, neutraliseFormula } from '../../server/domain/core/csv'
import { startHarness, waitFor, type Harness } from './support/helpers'

/*
 * Cells that stay text however the file is opened. Hostile names and descriptions go in through
 * the API (a payout's beneficiary reaches the report and, as "Payout to …", the wallet statement);
 * both CSVs are downloaded and opened by LibreOffice Calc, a real spreadsheet client, splitting
 * on `,`, on `;` and on tab: no cell may be a formula. The same texts written without the
 * neutralising are formulas in Calc, so the check can fail.
 */

const run = promisify(execFile)
const HOSTILE_NAME = 'Ravi;=2+3;Kumar'
const HOSTILE_NOTES = [
  'Note;"=4+4"',
  'pipe|=5+5',
  'tab\t=6+6',
  'line\n=7+7',
  'spaced; =8+8',
  'comma,=9+9',
  '=HYPERLINK("http://x")',
  '@SUM(1)',
  '-10+10',
]

let h: Harness
let token: string
let dir: string
beforeAll(async () => {
  h = await startHarness({ bankStepMs: 100, settlementIntervalMs: 3_600_000 })
  token = await h.login()
  dir = mkdtempSync(join(tmpdir(), 'formulas-'))
  const payout = await h.api('/api/v1/payout/initiate', {
    token,
    json: {
      reference_id: 'FORMULA-1',
      amount: 1000,
      mode: 'NEFT',
      beneficiary_name: HOSTILE_NAME,
      beneficiary_account: '987654321012',
      beneficiary_ifsc: 'SBIN0001234',
    },
  })
  expect(payout.status).toBe(200)
  await waitFor(
    () => h.api(`/api/v1/payout/status/${payout.body.data.payout_id}`, { token }),
    (r) => r.body.data.status === 'success',
  )
  for (const [i, note] of HOSTILE_NOTES.entries()) {
    const payin = await h.api('/api/v1/payin/create', {
      token,
      json: {
        amount: 100 + i,
        customer_name: i % 2 ? HOSTILE_NAME : 'Plain Name',
        customer_email: 'f@example.com',
        // A tab or line break is refused by the API now (decision 065); rows written before
        // that rule still hold them, so those two are written as such rows are.
        metadata: { description: /[\t\n]/.test(note) ? 'placeholder' : note },
      },
    })
    expect(payin.status, note).toBe(200)
    if (/[\t\n]/.test(note))
      h.sql
        .prepare('UPDATE payins SET description = ? WHERE transaction_id = ?')
        .run(note, payin.body.data.transaction_id)
  }
})
afterAll(async () => {
  await h?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

async function download(path: string): Promise<string> {
  const res = await fetch(`${h.url}${path}`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status).toBe(200)
  return res.text()
}

/**
 * Opens each CSV in Calc, headless, splitting on `separator` (`"` quotes, UTF-8), and saves it as
 * a flat OpenDocument spreadsheet: a formula cell is written there as `table:formula="of:…"`.
 */
async function openInCalc(files: string[], separator: number): Promise<Map<string, string>> {
  const out = mkdtempSync(join(dir, `calc-${separator}-`))
  await run('soffice', [
    `-env:UserInstallation=file://${join(dir, 'lo-profile')}`,
    '--headless',
    `--infilter=CSV:${separator},34,76,1`,
    '--convert-to',
    'fods',
    '--outdir',
    out,
    ...files,
  ])
  return new Map(
    files.map((file) => {
      const name = file.replace(/^.*\//, '').replace(/\.csv$/, '.fods')
      return [file, readFileSync(join(out, name), 'utf8')]
    }),
  )
}
const formulas = (fods: string) =>
  [...fods.matchAll(/table:formula="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&quot;', '"'))

describe('every CSV the gateway writes keeps text as text in a spreadsheet', () => {
  it(
    "the report (also the payments Export) and the wallet statement, opened by Calc on ',', ';' and tab",
    { timeout: 120_000 },
    async () => {
      const report = await download('/api/v1/merchant/transactions/report?type=both&format=csv')
      const statement = await download('/api/v1/wallet/statement?bucket=available')
      // The hostile texts are in the files, so the check below has something to check.
      const cells = Papa.parse<string[]>(report.replace(/^\uFEFF/, '')).data.flat()
      const unquoted = new Set(cells.map((cell) => cell.replace(/'/g, '')))
      for (const text of [HOSTILE_NAME, ...HOSTILE_NOTES]) expect(unquoted, text).toContain(text)
      expect(statement).toContain("Payout to Ravi;'=2+3;Kumar")

      const files = {
        report: join(dir, 'report.csv'),
        statement: join(dir, 'statement.csv'),
        // The same texts as a writer without the neutralising would write them: the control.
        control: join(dir, 'control.csv'),
      }
      writeFileSync(files.report, report)
      writeFileSync(files.statement, statement)
      writeFileSync(
        files.control,
        Papa.unparse([['Name'], [HOSTILE_NAME], ...HOSTILE_NOTES.map((note) => [note])]),
      )
      const found: Record<string, string[]> = {}
      for (const [label, separator] of [
        ['comma', 44],
        ['semicolon', 59],
        ['tab', 9],
      ] as const) {
        const opened = await openInCalc(Object.values(files), separator)
        found[`${label} report`] = formulas(opened.get(files.report) ?? '')
        found[`${label} statement`] = formulas(opened.get(files.statement) ?? '')
        found[`${label} control`] = formulas(opened.get(files.control) ?? '')
        // Amounts are numbers, not text: neutralising touches text cells only.
        if (label === 'comma') {
          expect(opened.get(files.report)).toMatch(/office:value-type="float" office:value="1000"/)
        }
      }
      expect(found).toEqual({
        'comma report': [],
        'comma statement': [],
        'comma control': ['of:=HYPERLINK("http://x")'],
        'semicolon report': [],
        'semicolon statement': [],
        'semicolon control': ['of:=2+3', 'of:=HYPERLINK("http://x")'],
        'tab report': [],
        'tab statement': [],
        'tab control': ['of:=6+6', 'of:=HYPERLINK("http://x")'],
      })
    },
  )
})

describe('neutraliseFormula, the one rule every CSV goes through', () => {
  it.each([
    ['Plain Name', 'Plain Name'],
    ['=1+1', "'=1+1"],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t'=1"],
    ['\r\n=1', "'\r\n'=1"],
    [HOSTILE_NAME, "Ravi;'=2+3;Kumar"],
    ['a, =1', "a, '=1"],
    ['a;"=1"', 'a;"\'=1"'],
    ['a|@x', "a|'@x"],
    ['line\n-1+1', "line\n'-1+1"],
    ['Sharma-Kumar', 'Sharma-Kumar'],
    ['Flat 4, Ground floor', 'Flat 4, Ground floor'],
    ['a@b.com; c@d.com', 'a@b.com; c@d.com'],
  ])('%j → %j', (input, output) => {
    expect(neutraliseFormula(input)).toBe(output)
  })

  it('leaves numbers alone (a negative amount stays a number) and quotes what it changed', () => {
    expect(csvLines([['x', -5, 10.5, null, '=1', 'a;=b']])).toBe('x,-5,10.5,,"\'=1","a;\'=b"\n')
    expect(csvLines([['Date', 'Amount']], '\r\n')).toBe('Date,Amount\r\n')
  })
})
