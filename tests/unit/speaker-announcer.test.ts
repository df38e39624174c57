import { describe, expect, it } from 'vitest'
import { announcementOf, Announcer, unheard } from '../../src/features/speaker/announcer'
import { toDay, toPayment, type SpeakerPayment } from '../../src/features/speaker/api'
import { shortAmount, summaryText } from '../../src/features/speaker/speaker-words'
import { announcementText } from '../../src/lib/counter-support/voice-words'
import { ensureTexts, setLanguage } from '../../src/lib/i18n/i18n'
import { paise } from '../../src/lib/money/paise'

const payment = (id: string, rupees: number, minute: number): SpeakerPayment => ({
  transactionId: id,
  amount: paise(rupees * 100),
  channel: 'qr',
  payer: null,
  paidAt: `2026-12-07T10:${String(minute).padStart(2, '0')}:00.000Z`,
})

describe('the Speaker says each payment once', () => {
  it('takes what is new, oldest first, and marks it heard', () => {
    const announcer = new Announcer(['a'])
    // The gateway lists newest first.
    const list = [payment('c', 75, 3), payment('b', 120, 2), payment('a', 50, 1)]
    expect(announcer.take(list)).toEqual({
      kind: 'summary',
      payments: [payment('b', 120, 2), payment('c', 75, 3)],
    })
    expect(announcer.take(list)).toBeNull()
    expect(announcer.ids().sort()).toEqual(['a', 'b', 'c'])
  })

  it('says one payment as it is, from the stream and then from the list', () => {
    const announcer = new Announcer([])
    expect(announcer.take([payment('x', 50, 1)])).toEqual({
      kind: 'one',
      payment: payment('x', 50, 1),
    })
    // The re-read list brings it again: nothing to say.
    expect(announcer.take([payment('x', 50, 1)])).toBeNull()
  })

  it('keeps quiet about what was paid before the device was set up', () => {
    const announcer = new Announcer([])
    announcer.silence([payment('old', 10, 0)])
    expect(announcer.take([payment('new', 20, 5), payment('old', 10, 0)])?.kind).toBe('one')
  })

  it('counts a payment listed twice once', () => {
    expect(unheard([payment('a', 1, 1), payment('a', 1, 1)], new Set())).toHaveLength(1)
    expect(announcementOf([])).toBeNull()
  })

  it('a reload remembers: a new announcer from the kept ids says nothing again', () => {
    const first = new Announcer([])
    first.take([payment('a', 50, 1)])
    const reloaded = new Announcer(first.ids())
    expect(reloaded.take([payment('a', 50, 1)])).toBeNull()
  })
})

describe("the Speaker's words", () => {
  it('writes amounts short in a summary', () => {
    expect(shortAmount(paise(5000))).toBe('₹50')
    expect(shortAmount(paise(120000))).toBe('₹1,200')
    expect(shortAmount(paise(7550))).toBe('₹75.50')
  })

  it('sums up missed payments in English and in Hindi', async () => {
    const missed = [payment('a', 50, 1), payment('b', 120, 2), payment('c', 75, 3)]
    await setLanguage('en')
    expect(summaryText(missed)).toBe('3 payments while offline: ₹50, ₹120, ₹75')
    await setLanguage('hi')
    await ensureTexts('pair', 'sale')
    expect(summaryText(missed)).toBe('ऑफ़लाइन रहते हुए 3 भुगतान: ₹50, ₹120, ₹75')
    expect(announcementText(50, 'hi')).toBe('50 रुपये प्राप्त हुए')
    await setLanguage('en')
    // Compiling the Hindi catalogue's parts takes a while on a busy machine.
  }, 60_000)
})

describe("the Speaker's reading of the gateway", () => {
  it('takes the successful rows of GET /counter/payments, and drops what is not a payment', () => {
    const day = toDay({
      date: '2026-12-07',
      timezone: 'Asia/Kolkata',
      total_amount: 170,
      count: 2,
      shift: { shift_id: 's', number: 4, opened_at: 'x', total_amount: 120 },
      rows: [
        {
          transaction_id: 't2',
          amount: 120,
          channel: 'qr',
          customer_name: 'Asha',
          status: 'success',
          paid_at: '2026-12-07T10:02:00Z',
        },
        {
          transaction_id: 't1',
          amount: 50,
          channel: 'counter',
          payer_vpa: 'ravi@upi',
          status: 'success',
          paid_at: '2026-12-07T10:01:00Z',
        },
        { transaction_id: 't0', amount: 'x', status: 'success' },
      ],
    })
    expect(day?.total).toBe(17000)
    expect(day?.shift).toEqual({ number: 4, total: 12000 })
    expect(day?.payments.map((p) => [p.transactionId, p.payer])).toEqual([
      ['t2', 'Asha'],
      ['t1', 'ravi@upi'],
    ])
    expect(toDay({ rows: 'no' })).toBeNull()
    expect(toPayment({ transaction_id: 'a', amount: -1 })).toBeNull()
  })
})
