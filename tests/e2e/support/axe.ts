/**
 * axe-core in a page of the production build: its serious and critical violations.
 *
 *   const findings = await audit(page, 'phone Review payout')
 *   expect(findings, describeFindings(findings)).toEqual([])
 *
 * axe is injected with `page.evaluate(source)`: evaluation over the DevTools protocol is not
 * subject to the page's CSP, whereas an inline <script> tag would be refused by it.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { pageSettled } from './settle'

const require = createRequire(import.meta.url)
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export type Finding = { where: string; id: string; impact: string; help: string; targets: string[] }

/** Runs axe on the whole document; returns its serious and critical violations. */
export async function audit(page: Page, where: string): Promise<Finding[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
  if (!loaded) await page.evaluate(AXE_SOURCE)
  // Toasts and dialogs finish sliding in: axe reads colours mid-transition otherwise.
  await pageSettled(page)
  const violations = await page.evaluate(async () => {
    type AxeResult = {
      violations: {
        id: string
        impact?: string | null
        help: string
        nodes: { target: unknown[] }[]
      }[]
    }
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } })
      .axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
    }))
  })
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ where, ...v }))
}

export function describeFindings(findings: Finding[]): string {
  return findings
    .map((f) => `[${f.where}] ${f.impact} ${f.id}: ${f.help}\n    ${f.targets.join('\n    ')}`)
    .join('\n')
}
