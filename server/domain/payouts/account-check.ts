import { FIRST_NAMES, LAST_NAMES } from './sandbox-names'

/*
 * The sandbox's penny-drop check (docs/api-contract.md "Checks before a payout"). A real check sends
 * ₹1 to the account and reads back the name the bank holds; the sandbox bank has no register, so
 * the answer follows the account number's last digit, documented so tests and merchants can aim
 * at each outcome:
 *
 * - 0–4: the account exists and holds the name sent (as a bank prints it, in capitals);
 * - 5, 7: the account exists under another name, made from the number (always the same one);
 * - 6, 8, 9: no such account.
 *
 * The seeded vendors' accounts (…0001 to …0006) fall in all three: 1–4 match, 5 differs, 6 is gone.
 */

export type AccountCheck = {
  account_exists: boolean
  /** The name the bank holds; null when there is no such account. */
  registered_name: string | null
  /** How the name sent compares with it; null when no name was sent or there is no account. */
  name_match: 'match' | 'mismatch' | null
}

/** Names compare as a bank's name check does: case, spacing and punctuation do not count. */
export function normalizeName(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** A fixed name for an account number: the same number always gives the same name. */
function madeUpName(account: string): string {
  let n = 0
  for (const digit of account) n = (n * 31 + Number(digit)) % 1_000_003
  const first = FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Asha'
  const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Rao'
  return normalizeName(`${first} ${last}`)
}

export function checkAccount(account: string, name: string | null): AccountCheck {
  const last = Number(account.at(-1))
  if (last === 6 || last === 8 || last === 9) {
    return { account_exists: false, registered_name: null, name_match: null }
  }
  const sent = name ? normalizeName(name) : ''
  const registered = last <= 4 && sent ? sent : madeUpName(account)
  return {
    account_exists: true,
    registered_name: registered,
    name_match: sent ? (sent === registered ? 'match' : 'mismatch') : null,
  }
}
