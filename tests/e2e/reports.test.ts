/**
 * Reports in a real Chromium against the production build and the sandbox (product.md §2.10): a 7-day
 * CSV and a JSON report are downloaded through the browser and compared with what the sandbox's
 * report endpoint answers for the same query. Nothing mocked.
 */
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import type { Download, Page } from 'playwright-core'
import { daysAgo, localISODate } from './support/api'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

async function report(query: Record<string, string>): Promise<string> {
  const response = await fetch(
    `${suite.url}/api/v1/merchant/transactions/report?${new URLSearchParams(query)}`,
    { headers: { Authorization: `Bearer ${suite.token}` } },
  )
  if (!response.ok) throw new Error(`report: HTTP ${response.status} ${await response.text()}`)
  return response.text()
}

async function newPage(): Promise<Page> {
  const page = await suite.newPage({ acceptDownloads: true, signIn: true, path: '/reports' })
  await page.getByRole('heading', { name: 'Custom Report' }).waitFor()
  return page
}

async function download(page: Page): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Report' }).click(),
  ])
  const path = await file.path()
  const text = await readFile(path, 'utf8')
  // A CSV opens with a UTF-8 byte-order mark (decision 030); fetch's text() below drops it.
  if (file.suggestedFilename().endsWith('.csv')) expect(text.startsWith('\uFEFF')).toBe(true)
  return { file, text: text.replace(/^\uFEFF/, '') }
}

const ids = (csv: string) =>
  csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[1])
    .sort()

describe('reports', () => {
  it('starts at the last 30 days and lists the info and empty recent downloads', async () => {
    const page = await newPage()
    expect(await page.getByLabel('From Date').inputValue()).toBe(daysAgo(30))
    expect(await page.getByLabel('To Date').inputValue()).toBe(localISODate())
    await page.getByText('Maximum date range is 90 days per report').waitFor()
    await page.getByText('No recent downloads').waitFor()
    await page.context().close()
  })

  it('downloads the last 7 days as CSV, named by type and range, with the same rows', async () => {
    const page = await newPage()
    await page.getByRole('button', { name: 'Last 7 Days' }).click()
    // 7 calendar days including today.
    expect(await page.getByLabel('From Date').inputValue()).toBe(daysAgo(6))
    // Excel is what a person gets by default (decision 055); the CSV is chosen, for software.
    expect(await page.getByRole('radio', { name: 'Excel (.xlsx)' }).isChecked()).toBe(true)
    await page.getByRole('radio', { name: 'CSV' }).check()
    const { file, text } = await download(page)
    const from = daysAgo(6)
    const to = localISODate()
    expect(file.suggestedFilename()).toBe(`report-both-${from}-to-${to}.csv`)
    await page.getByText('Report downloaded successfully').waitFor()

    const expected = await report({ from_date: from, to_date: to, format: 'csv', type: 'both' })
    const [header] = text.split('\n')
    expect(header).toBe(expected.split('\n')[0])
    expect(header).toContain('Transaction ID')
    expect(ids(text)).toEqual(ids(expected))
    expect(ids(text).length).toBeGreaterThan(0)
    await page.context().close()
  })

  it('downloads payouts as JSON with the chosen status', async () => {
    const page = await newPage()
    await page.getByLabel('Report Type').selectOption({ label: 'Payout Only' })
    await page.getByLabel('Status').selectOption('success')
    await page.getByRole('radio', { name: 'JSON' }).check()
    const { file, text } = await download(page)
    const from = daysAgo(30)
    const to = localISODate()
    expect(file.suggestedFilename()).toBe(`report-payout-${from}-to-${to}.json`)
    await page.getByText('Report downloaded successfully').waitFor()

    const body = JSON.parse(text) as { success: boolean; data: { type: string; status: string }[] }
    expect(body.success).toBe(true)
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.every((row) => row.type === 'payout' && row.status === 'success')).toBe(true)
    const expected = JSON.parse(
      await report({
        from_date: from,
        to_date: to,
        format: 'json',
        type: 'payout',
        status: 'success',
      }),
    ) as typeof body
    expect(body.data.length).toBe(expected.data.length)
    await page.context().close()
  })

  it("shows the server's message for a range over 90 days", async () => {
    const page = await newPage()
    await page.getByLabel('From Date').fill(daysAgo(120))
    await page.getByRole('button', { name: 'Download Report' }).click()
    await page.getByText('Maximum date range is 90 days', { exact: true }).waitFor()
    await page.context().close()
  })
})
