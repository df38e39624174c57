/**
 * Reads a QR code the way a phone camera would: a screenshot of what the page drew, decoded by
 * jsQR (a maintained QR decoder), never the data URL the app generated it from.
 *
 *   const text = await decodeQr(page.getByRole('img', { name: /QR code/ }))
 *   const intent = parseUpiIntent(text) // { pa, pn, am, cu, tr, tn, mc? } or throws
 */
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import type { Locator } from 'playwright-core'

export async function decodeQr(image: Locator): Promise<string> {
  await image.waitFor()
  // The decoded picture must be the one on screen, complete: wait for the image to have loaded.
  await image.evaluate((el) =>
    el instanceof HTMLImageElement && !el.complete
      ? new Promise((resolve) => el.addEventListener('load', resolve, { once: true }))
      : null,
  )
  const png = PNG.sync.read(await image.screenshot())
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
  if (!found) throw new Error('no QR code could be read from the screenshot')
  return found.data
}

export type UpiIntent = Record<string, string>

/** upi://pay?… → its parameters, decoded; throws for anything else. */
export function parseUpiIntent(text: string): UpiIntent {
  const match = /^upi:\/\/pay\?(.*)$/.exec(text)
  if (!match?.[1]) throw new Error(`not a UPI pay intent: ${text}`)
  return Object.fromEntries(new URLSearchParams(match[1]))
}
