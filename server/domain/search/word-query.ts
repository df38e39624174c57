/*
 * A one-word payin search over whole IST days (decision 061): what word totals answer. A type of
 * its own, below the search machinery (list-query, search-count) that carries it and the payin
 * word totals that answer it, so the search area never imports the payins area.
 */

export type WordQuery = {
  /** Lower-case letters and digits, at most 64: the one prefix token the search asks for. */
  prefix: string
  /** [fromDay, toDay): IST day numbers. */
  fromDay: number
  toDay: number
  /** [from, to) epoch ms, for the payins read one by one. */
  from: number
  to: number
}
