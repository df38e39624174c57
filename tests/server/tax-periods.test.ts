import { describe, expect, it } from 'vitest'
import {
  documentDate,
  financialYear,
  periodLastDay,
} from '../../server/domain/settlements/tax-periods'

/*
 * A month's tax document's date (decision 063, CGST rule 47): the day it is issued when that is
 * within 30 days of the month's end, else the month's last day.
 */
describe('the date of a month’s tax document', () => {
  it('is the month’s last day, leap years included', () => {
    expect(periodLastDay('2026-10')).toBe('2026-10-31')
    expect(periodLastDay('2026-11')).toBe('2026-11-30')
    expect(periodLastDay('2028-02')).toBe('2028-02-29')
    expect(periodLastDay('2026-12')).toBe('2026-12-31')
  })

  it('is the issue day up to 30 days after the month, the last day after that', () => {
    expect(documentDate('2026-11', '2026-12-01')).toBe('2026-12-01')
    expect(documentDate('2026-11', '2026-12-30')).toBe('2026-12-30')
    expect(documentDate('2026-11', '2026-12-31')).toBe('2026-11-30')
    // October issued when the gateway first started on 7 December.
    expect(documentDate('2026-10', '2026-12-07')).toBe('2026-10-31')
    // A March issued late belongs to the financial year of its date.
    expect(financialYear(documentDate('2027-03', '2027-05-10'))).toBe('2026-27')
    expect(financialYear(documentDate('2027-03', '2027-04-01'))).toBe('2027-28')
  })
})
