/*
 * A paired device's name as the owner would recognise it (decision 064): its browser and system
 * from the User-Agent it paired with ('Chrome on Android'), or the label it sent. Shown in
 * Settings → Counters so that pairing another device names the one that will stop.
 */

const BROWSERS: readonly [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPad/, 'iPad'],
  [/iPhone|iPod/, 'iPhone'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Linux/, 'Linux'],
]

const MAX_LABEL = 80

export function deviceLabel(
  sent: string | undefined,
  userAgent: string | undefined,
): string | null {
  const own = sent?.replace(/\s+/g, ' ').trim()
  if (own) return own.slice(0, MAX_LABEL)
  if (!userAgent) return null
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? null
}
