import { getLanguage, SOURCE_LANGUAGE, subscribeLanguage } from '../i18n/i18n'
import { getDeviceState, subscribeDevice } from '../session/device-store'
import { getSession, subscribeSession } from '../session/session-store'

/*
 * Who this device starts as, and in which language, for the gateway that serves the portal: it
 * announces the first screen's code with the page (server/first-screen-hints.ts, decision 071).
 * No credential: `s` (signed in) or `d` (a paired counter), then `.<language>` unless the
 * source's. A stale or missing cookie only costs a download, never a wrong screen.
 */
const COOKIE = 'first-screen'

function write(): void {
  const { device, ended } = getDeviceState()
  const who = getSession() ? 's' : device || ended ? 'd' : ''
  const language = getLanguage()
  const value = who && (language === SOURCE_LANGUAGE ? who : `${who}.${language}`)
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes, not a text
  const secure = location.protocol === 'https:' ? ';secure' : ''
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes, not a text
  document.cookie = `${COOKIE}=${value};path=/;samesite=strict;max-age=${value ? 3e7 : 0}${secure}`
}

/** Writes it now and whenever the session, the pairing or the language changes. */
export function followFirstScreen(): void {
  write()
  subscribeSession(write)
  subscribeDevice(write)
  subscribeLanguage(write)
}
