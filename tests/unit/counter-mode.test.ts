import { describe, expect, it, vi } from 'vitest'
import {
  announcementText,
  lateAnnouncementText,
  loadCounterLanguage,
  saveCounterLanguage,
} from '../../src/features/payment-link/counter-mode'
import { holdUpdates, onUpdatesReleased, updatesHeld } from '../../src/lib/update-gate'

describe('counter mode announcement', () => {
  it('speaks whole rupees, and paise only when present', () => {
    expect(announcementText(500, 'en')).toBe('Received 500 rupees')
    expect(announcementText(149.5, 'en')).toBe('Received 149 rupees 50 paise')
    expect(announcementText(500, 'hi')).toBe('500 रुपये प्राप्त हुए')
    expect(announcementText(149.5, 'hi')).toBe('149 रुपये 50 पैसे प्राप्त हुए')
  })

  it('words a late payment differently, in both languages', () => {
    expect(lateAnnouncementText(120, 'en')).toBe('Late payment received, 120 rupees')
    expect(lateAnnouncementText(120.25, 'en')).toBe('Late payment received, 120 rupees 25 paise')
    expect(lateAnnouncementText(120, 'hi')).toBe('देर से भुगतान प्राप्त हुआ, 120 रुपये')
  })

  it("follows the portal's language on the device, and choosing it chooses the portal's", async () => {
    expect(loadCounterLanguage()).toBe('en')
    saveCounterLanguage('hi')
    // The Hindi catalogue loads first; then the portal and the voice are Hindi, remembered.
    await vi.waitFor(() => expect(loadCounterLanguage()).toBe('hi'))
    expect(document.documentElement.lang).toBe('hi')
    expect(localStorage.getItem('portalLanguage')).toBe('hi')
  })
})

describe('update gate', () => {
  it('holds the update prompt until every holder releases', () => {
    const released: number[] = []
    const stop = onUpdatesReleased(() => released.push(1))
    const a = holdUpdates()
    const b = holdUpdates()
    a()
    a()
    expect(updatesHeld()).toBe(true)
    expect(released).toEqual([])
    b()
    expect(updatesHeld()).toBe(false)
    expect(released).toEqual([1])
    stop()
  })
})
