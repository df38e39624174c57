import { describe, expect, it } from 'vitest'
import { readPagination } from '../../src/lib/http/api-schemas'
import { parsePayinList } from '../../src/lib/lists/payin-list'
import { parseListSearch } from '../../src/lib/lists/list-search'

// The response schemas coerce what gateways send loosely; these pin that behaviour down.
describe('response schemas', () => {
  it('reads numeric strings as numbers and tolerates missing or broken money fields', () => {
    const page = parsePayinList(
      {
        success: true,
        data: [
          { transaction_id: 42, amount: '150.50', fee: '', net_amount: null, status: 'success' },
          { transaction_id: 'TXN2', amount: 'abc', fee: '3', status: 7, extra: 'kept' },
        ],
      },
      20,
    )
    expect(page.rows[0]).toMatchObject({ transaction_id: '42', amount: 150.5, status: 'success' })
    expect(page.rows[0]?.fee).toBeUndefined()
    expect(page.rows[0]?.net_amount).toBeUndefined()
    // A field the screen cannot read falls back instead of failing the whole list.
    expect(page.rows[1]).toMatchObject({ amount: 0, fee: 3, status: null, extra: 'kept' })
    expect(page).toMatchObject({ totalCount: 2, totalPages: 1 })
  })

  it('reads the object shape with transactions and total, and refuses a body without rows', () => {
    const page = parsePayinList(
      { success: true, data: { transactions: [{ transaction_id: 'T1', amount: 1 }], total: '41' } },
      20,
    )
    expect(page).toMatchObject({ totalCount: 41, totalPages: 3 })
    expect(() => parsePayinList({ success: true, data: 'nope' }, 20)).toThrow()
  })

  it('prefers meta.pagination, with total as a fallback for totalCount', () => {
    expect(readPagination({ pagination: { totalCount: 45, totalPages: 3 } }, 20, 20)).toEqual({
      totalCount: 45,
      totalPages: 3,
    })
    expect(readPagination({ pagination: { total: '45' } }, 20, 20)).toEqual({
      totalCount: 45,
      totalPages: 3,
    })
    expect(readPagination('garbage', 20, 7)).toEqual({ totalCount: 7, totalPages: 1 })
  })

  it('turns bad list URL parameters into defaults', () => {
    expect(
      parseListSearch({ page: '0', status: ' pending ', dateFrom: '2026-13', search: 'x' }),
    ).toEqual({ page: 1, status: 'pending', dateFrom: undefined, search: 'x' })
    expect(parseListSearch({ page: '3' })).toMatchObject({ page: 3 })
    expect(parseListSearch({ page: '2.5' })).toMatchObject({ page: 1 })
    expect(parseListSearch({})).toMatchObject({ page: 1 })
  })
})
