import { describe, expect, it } from 'vitest'
import { dayInZone, isWithinWindow, publishWindow, wallClockToEpoch } from '@/lib/site/dates'

describe('dates', () => {
  it('turns a wall-clock time in an IANA zone into an instant', () => {
    expect(new Date(wallClockToEpoch('2026-01-01', '09:00', 'Asia/Shanghai')).toISOString()).toBe('2026-01-01T01:00:00.000Z')
    expect(new Date(wallClockToEpoch('2026-07-01', '09:00', 'America/New_York')).toISOString()).toBe('2026-07-01T13:00:00.000Z')
    expect(new Date(wallClockToEpoch('2026-01-01', '09:00', 'America/New_York')).toISOString()).toBe('2026-01-01T14:00:00.000Z')
    expect(new Date(wallClockToEpoch('2026-03-05', undefined, 'UTC')).toISOString()).toBe('2026-03-05T00:00:00.000Z')
  })

  it('falls back to UTC for an unknown zone and NaN for a malformed date', () => {
    expect(new Date(wallClockToEpoch('2026-01-01', '09:00', 'Mars/Olympus')).toISOString()).toBe('2026-01-01T09:00:00.000Z')
    expect(wallClockToEpoch('yesterday', undefined, 'UTC')).toBeNaN()
  })

  it('publishes inside the window only, with a date-only end lasting the whole day', () => {
    const w = publishWindow({ startDate: '2026-05-01', startTime: '08:00', endDate: '2026-05-03', timeZone: 'Asia/Tokyo' }, 'UTC')
    expect(isWithinWindow(w, Date.parse('2026-04-30T22:59:00Z'))).toBe(false)
    expect(isWithinWindow(w, Date.parse('2026-04-30T23:00:00Z'))).toBe(true)
    expect(isWithinWindow(w, Date.parse('2026-05-03T14:59:00Z'))).toBe(true)
    expect(isWithinWindow(w, Date.parse('2026-05-03T15:00:00Z'))).toBe(false)
  })

  it('formats the day as seen in a zone', () => {
    const t = Date.parse('2026-01-01T20:00:00Z')
    expect(dayInZone(t, 'UTC')).toBe('2026-01-01')
    expect(dayInZone(t, 'Asia/Shanghai')).toBe('2026-01-02')
  })
})
