import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/*
 * IFSC lookups from Razorpay's open `ifsc` dataset (docs/decisions/051). Its JSON files are read
 * directly: the package's Node entry requires the deprecated `request` for an online call we never
 * make. The files (about 1.4 MB) are parsed once, on the first lookup, and stay on the gateway.
 *
 * The dataset knows every branch code and bank name, not branch names or addresses: those need
 * Razorpay's online API, out of reach here, so a lookup names the bank only.
 */

/** 4 letters (the bank), a 0, then 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/

type Dataset = {
  /** bank code → its branch codes: numbers for all-digit codes (leading zeros dropped), else text. */
  branches: Record<string, Array<number | string>>
  names: Record<string, string>
  /** An IFSC used by a sub-member bank → that bank's code. */
  sublets: Record<string, string>
  /** [IFSC prefix, a bank code (4 characters) or a bank's name as it is]. */
  customSublets: Array<[string, string]>
}

let dataset: Dataset | null = null
const branchSets = new Map<string, Set<number | string>>()

function load(): Dataset {
  if (dataset) return dataset
  const require = createRequire(import.meta.url)
  const read = (file: string) =>
    JSON.parse(readFileSync(require.resolve(`ifsc/src/${file}`), 'utf8')) as Record<string, never>
  dataset = {
    branches: read('IFSC.json'),
    names: read('banknames.json'),
    sublets: read('sublet.json'),
    customSublets: Object.entries(read('custom-sublets.json')),
  }
  return dataset
}

/** The dataset's own rule: an all-digit branch code is stored as a number. */
function branchKnown(data: Dataset, bank: string, branch: string): boolean {
  const list = data.branches[bank]
  if (!list) return false
  let set = branchSets.get(bank)
  if (!set) {
    set = new Set(list)
    branchSets.set(bank, set)
  }
  return set.has(/^\d+$/.test(branch) ? Number.parseInt(branch, 10) : branch)
}

/** The bank that uses this IFSC: a sub-member bank's own name before the sponsor's. */
function bankOf(data: Dataset, code: string): { code: string; name: string } | null {
  const sublet = data.sublets[code]
  if (sublet && data.names[sublet]) return { code: sublet, name: data.names[sublet] }
  for (const [prefix, value] of data.customSublets) {
    if (!code.startsWith(prefix)) continue
    if (value.length === 4 && data.names[value]) return { code: value, name: data.names[value] }
    if (value.length !== 4) return { code: code.slice(0, 4), name: value }
  }
  const bank = code.slice(0, 4)
  const name = data.names[bank]
  return name ? { code: bank, name } : null
}

export type IfscLookup = {
  ifsc: string
  /** A branch with this code is in the dataset. */
  valid: boolean
  /** The bank, also for an unknown branch of a known bank (null when the bank is unknown too). */
  bank_code: string | null
  bank_name: string | null
}

/** Looks up a well-formed IFSC (upper case; callers check IFSC_PATTERN first). */
export function lookupIfsc(code: string): IfscLookup {
  const data = load()
  const valid = branchKnown(data, code.slice(0, 4), code.slice(5))
  const bank = bankOf(data, code)
  return { ifsc: code, valid, bank_code: bank?.code ?? null, bank_name: bank?.name ?? null }
}

/** The bank's name for a known IFSC, else null. */
export function bankNameFor(code: string | null): string | null {
  if (!code || !IFSC_PATTERN.test(code)) return null
  return lookupIfsc(code).bank_name
}
