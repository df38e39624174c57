/**
 * The sandbox's outbox (GET /sandbox/mail?to=<address>, with the admin token: an HTML list,
 * newest first, each mail's links clickable): the link a mail to `address` carries, as a person
 * would click it in their inbox.
 *
 *   const link = await mailedLink(suite.sandbox, 'meera@example.com', '/invite#')
 *
 * Polls for up to 10 s: the mail is written when the gateway answers, sent a moment later.
 */
import type { Sandbox } from './sandbox'

const WAIT_MS = 10_000

function decode(html: string): string {
  return html.replaceAll('&amp;', '&').replaceAll('&#x2F;', '/').replaceAll('&#47;', '/')
}

/** The newest `<a href>` containing `marker` in the mail (or the mail's own page) to `address`. */
export async function mailedLink(
  sandbox: Pick<Sandbox, 'url' | 'adminToken'>,
  address: string,
  marker: string,
): Promise<string> {
  const headers = { 'X-Admin-Token': sandbox.adminToken }
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    const list = decode(
      await (
        await fetch(`${sandbox.url}/sandbox/mail?to=${encodeURIComponent(address)}`, { headers })
      ).text(),
    )
    const at = list.indexOf(address)
    if (at >= 0) {
      const found = linkWith(list.slice(at), marker)
      if (found) return new URL(found, sandbox.url).href
      // The list may link to each mail's page instead of showing its body.
      const page = /href="([^"]*mail[^"]+)"/.exec(list.slice(at))?.[1]
      if (page) {
        const mail = decode(await (await fetch(new URL(page, sandbox.url), { headers })).text())
        const inMail = linkWith(mail, marker)
        if (inMail) return new URL(inMail, sandbox.url).href
      }
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${address} with a link to ${marker}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

function linkWith(html: string, marker: string): string | null {
  for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
    if (href?.includes(marker)) return href
  }
  // A plain-text mail shows its link as text.
  const text = new RegExp(`https?://[^\\s"<]*${marker.replace(/[#/]/g, '\\$&')}[^\\s"<]+`).exec(
    html,
  )
  return text?.[0] ?? null
}
