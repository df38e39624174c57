/*
 * /payouts/create, /payouts/upload and /payouts/batches/<id> are drawn by one route, /payouts/$
 * (routes/_authed/payouts/$.tsx): the route tree is in the boot code that /login and a cold
 * counter download (their budgets, decision 023), and one entry costs a third of three.
 */
export const UPLOAD_SPLAT = 'upload'

/** The params of a Link to `/payouts/$` that opens a batch's page. */
export const batchParams = (batchId: string) => ({
  _splat: `batches/${batchId}`,
})

export type BatchScreen = { screen: 'upload' } | { screen: 'batch'; batchId: string } | null

/** Which screen a `/payouts/$` address shows; null for any other (it goes back to Payouts). */
export function batchScreen(splat: string | undefined): BatchScreen {
  if (splat === UPLOAD_SPLAT) return { screen: 'upload' }
  const batch = /^batches\/([^/]+)$/.exec(splat ?? '')?.[1]
  return batch ? { screen: 'batch', batchId: batch } : null
}
