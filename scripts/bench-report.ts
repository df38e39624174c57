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

/** One screen measured on the baseline and the current build, run for run alternately. */
export type Comparison = {
  screen: string
  loads: number[]
  /** [baseline runs, current runs] */
  score: [number[], number[]]
  lcp: [number[], number[]]
  tbt: [number[], number[]]
}

const comparisons: Comparison[] = []

function delta(pair: [number[], number[]], unit: string): string {
  const [base, now] = [median(pair[0]), median(pair[1])]
  if (!Number.isFinite(base) || !Number.isFinite(now)) return 'n/a'
  const d = now - base
  const text = format(Math.abs(d), unit)
  return d === 0 ? `±${text}` : `${d > 0 ? '+' : '−'}${text}`
}

export function compare(row: Comparison): void {
  comparisons.push(row)
  const side = (pair: [number[], number[]], unit: string) =>
    `${format(median(pair[0]), unit)} → ${format(median(pair[1]), unit)} (${delta(pair, unit)})`
  console.error(
    `  baseline → current · ${row.screen}: score ${side(row.score, '')}, LCP ${side(row.lcp, 'ms')}, TBT ${side(row.tbt, 'ms')}`,
  )
}

/** Baseline and current side by side: medians and the difference (current − baseline). */
export function printComparison(baselineLabel: string): void {
  if (comparisons.length === 0) return
  const pair = (p: [number[], number[]], unit: string) => [
    format(median(p[0]), unit),
    format(median(p[1]), unit),
    delta(p, unit),
  ]
  const header = [
    'screen',
    'score base',
    'now',
    'Δ',
    'LCP base',
    'now',
    'Δ',
    'TBT base',
    'now',
    'Δ',
    'load',
  ]
  const body = comparisons.map((c) => [
    c.screen,
    ...pair(c.score, ''),
    ...pair(c.lcp, 'ms'),
    ...pair(c.tbt, 'ms'),
    loadRange(c.loads),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`
  console.log('')
  console.log(
    `Lighthouse, baseline ${baselineLabel} vs current, alternating run for run (medians):`,
  )
  console.log(line(header))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const r of body) console.log(line(r))
}
