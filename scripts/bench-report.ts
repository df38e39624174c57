/**
 * The benchmark's table: each figure with its runs and its target beside it (`npm run bench`
 * never fails on a missed target; docs/decisions/022).
 */
import { loadavg } from 'node:os'
import { median } from './bench-chrome'

export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))

export type Target = { op: '<=' | '>='; value: number }
export type Row = {
  section: string
  metric: string
  runs: number[]
  unit: string
  target?: Target
  note?: string
  /**
   * The machine's 1-minute load average around the runs (docs/decisions/033): a figure measured
   * on a busy 2-core machine reads differently from one on a quiet machine.
   */
  loads?: number[]
}

/** The 1-minute load average now (what `uptime` prints first). */
export function loadAverage(): number {
  return loadavg()[0] ?? Number.NaN
}

function loadRange(loads: number[] | undefined): string {
  const finite = (loads ?? []).filter((l) => Number.isFinite(l))
  if (finite.length === 0) return ''
  const low = Math.min(...finite).toFixed(1)
  const high = Math.max(...finite).toFixed(1)
  return low === high ? `load ${low}` : `load ${low}–${high}`
}
const rows: Row[] = []

export function record(row: Row): void {
  rows.push(row)
  const value = median(row.runs)
  console.error(
    `  ${row.section} · ${row.metric}: ${format(value, row.unit)}  (runs: ${row.runs.map((r) => format(r, row.unit)).join(', ')}${row.loads ? `; ${loadRange(row.loads)}` : ''})`,
  )
}

function format(value: number, unit: string): string {
  if (!Number.isFinite(value)) return 'n/a'
  if (unit === 'KB') return `${value.toFixed(1)} KB`
  if (unit === 'ms') return `${Math.round(value)} ms`
  if (unit === 's') return `${value.toFixed(2)} s`
  if (unit === 'MB') return `${value.toFixed(2)} MB`
  if (unit === 'x') return `${value.toFixed(2)}×`
  return `${Math.round(value)}`
}

function met(row: Row): string {
  if (!row.target) return ''
  const value = median(row.runs)
  if (!Number.isFinite(value)) return 'n/a'
  const ok = row.target.op === '<=' ? value <= row.target.value : value >= row.target.value
  return ok ? 'met' : 'MISSED'
}

export function printTable(): void {
  const header = ['section', 'metric', 'median', 'target', '', 'load', 'runs']
  const body = rows.map((row) => [
    row.section,
    row.metric,
    format(median(row.runs), row.unit),
    row.target ? `${row.target.op} ${format(row.target.value, row.unit)}` : '',
    met(row),
    loadRange(row.loads),
    row.runs.map((r) => format(r, row.unit)).join(' · ') + (row.note ? `  (${row.note})` : ''),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join(' | ')} |`
  console.log(line(header))
  console.log(
    `|${widths.map((w, i) => '-'.repeat(i === widths.length - 1 ? 6 : w + 2)).join('|')}|`,
  )
  for (const r of body) console.log(line(r))
}
