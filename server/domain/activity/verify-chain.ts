import type { Db } from '../../db/connection'
import { chainHash, GENESIS_HASH, type ActivityRow } from './activity-chain'

/*
 * `npm run sandbox -- audit verify` (decision 074): walks each merchant's chain in seq order and
 * names every row that is not what was written: its content no longer gives its hash (edited),
 * its prev_hash is not the row before's hash (a row before it removed, inserted or edited along
 * with its hash), a seq missing (removed), a seq out of id order (reordered), or rows missing at
 * the end (the head remembers the last one written).
 */

export type ChainProblem = {
  merchantId: number
  seq: number
  /** The row's id, or null when the row is the one missing. */
  id: number | null
  problem: string
}

export type ChainReport = { merchants: number; rows: number; problems: ChainProblem[] }

export function verifyChains(db: Db): ChainReport {
  const heads = new Map(
    (
      db.prepare('SELECT merchant_id, seq, hash FROM activity_heads').all() as {
        merchant_id: number
        seq: number
        hash: string
      }[]
    ).map((head) => [head.merchant_id, head]),
  )
  const problems: ChainProblem[] = []
  let rows = 0
  let merchant: number | null = null
  let expectedSeq = 1
  let prevHash = GENESIS_HASH
  let prevId = 0
  const merchants = new Set<number>()

  const closeChain = () => {
    if (merchant === null) return
    const head = heads.get(merchant)
    const last = expectedSeq - 1
    if (head && head.seq > last) {
      problems.push({
        merchantId: merchant,
        seq: last + 1,
        id: null,
        problem: `rows ${last + 1}–${head.seq} removed (the chain's head is at ${head.seq})`,
      })
    } else if (head && head.seq === last && head.hash !== prevHash) {
      problems.push({
        merchantId: merchant,
        seq: last,
        id: prevId,
        problem: "hash differs from the chain's head",
      })
    }
  }

  const select = db.prepare('SELECT * FROM activity ORDER BY merchant_id, seq')
  for (const row of select.iterate() as IterableIterator<ActivityRow>) {
    rows++
    if (row.merchant_id !== merchant) {
      closeChain()
      merchant = row.merchant_id
      merchants.add(merchant)
      expectedSeq = 1
      prevHash = GENESIS_HASH
      prevId = 0
    }
    const at = { merchantId: row.merchant_id, seq: row.seq, id: row.id }
    if (row.seq > expectedSeq) {
      const gap = row.seq - 1 === expectedSeq ? `${expectedSeq}` : `${expectedSeq}–${row.seq - 1}`
      problems.push({ ...at, problem: `row(s) ${gap} before it removed` })
    }
    if (row.id < prevId)
      problems.push({ ...at, problem: `out of order (id ${row.id} after ${prevId})` })
    if (chainHash(row) !== row.hash)
      problems.push({ ...at, problem: 'edited: its content does not give its hash' })
    else if (row.prev_hash !== prevHash && row.seq === expectedSeq) {
      problems.push({ ...at, problem: "prev_hash is not the previous row's hash" })
    }
    expectedSeq = row.seq + 1
    prevHash = row.hash
    prevId = row.id
  }
  closeChain()
  for (const [merchantId, head] of heads) {
    if (!merchants.has(merchantId)) {
      problems.push({
        merchantId,
        seq: 1,
        id: null,
        problem: `rows 1–${head.seq} removed (the chain's head is at ${head.seq})`,
      })
    }
  }
  return { merchants: merchants.size, rows, problems }
}
