import { describe, expect, it } from 'vitest'
import { dayInZone, isWithinWindow, publishWindow, wallClockToEpoch } from '@/lib/site/dates'

describe('dates', () => {
  it('turns a wall-clock time in an IANA zone into an instant', () => {
    expect(new Date(wallClockToEpoch('2026-01-01', '09:00', 'Asia/Shanghai')).toISOString()).toBe('2026-01-01T01:00:00.000Z')
    expect(new Date(wallClockToEpoch('2026-07-01', '09:00', 'America/New_York')).toISOString()).toBe('2026-07-01T13:00:00.000Z')
    expect(new Date(wallClockToEpoch('2026-01-01', '09:00', 'America/New_York')).toISOString()).toBe('2026-01-01T14:00:00.000Z')
    expect(new Date(wallClockToEpoch('2026-03-05', undefined, 'UTC')).toISOString()).toBe('2026-03-05T00:00:00.000Z')
  })

  // Temporal's "compatible" rule: a repeated time is the earlier instant, a skipped one moves
  // forward by the gap. Two zones with changes on different days and at different local hours.
  it.each([
    // New York springs forward 2026-03-08 02:00 EST → 03:00 EDT.
    ['2026-03-08', '01:30', 'America/New_York', '2026-03-08T06:30:00.000Z'],
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['2026-03-08', '03:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['2026-03-08', '12:00', 'America/New_York', '2026-03-08T16:00:00.000Z'],
    // …and falls back 2026-11-01 02:00 EDT → 01:00 EST: 01:30 happens twice.
    ['2026-11-01', '00:30', 'America/New_York', '2026-11-01T04:30:00.000Z'],
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['2026-11-01', '02:30', 'America/New_York', '2026-11-01T07:30:00.000Z'],
    // Berlin springs forward 2026-03-29 02:00 CET → 03:00 CEST.
    ['2026-03-29', '01:30', 'Europe/Berlin', '2026-03-29T00:30:00.000Z'],
    ['2026-03-29', '02:30', 'Europe/Berlin', '2026-03-29T01:30:00.000Z'],
    ['2026-03-29', '03:30', 'Europe/Berlin', '2026-03-29T01:30:00.000Z'],
    // …and falls back 2026-10-25 03:00 CEST → 02:00 CET: 02:30 happens twice.
    ['2026-10-25', '02:30', 'Europe/Berlin', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', '03:30', 'Europe/Berlin', '2026-10-25T02:30:00.000Z'],
    // Southern hemisphere: Sydney falls back 2026-04-05 03:00 AEDT → 02:00 AEST.
    ['2026-04-05', '02:30', 'Australia/Sydney', '2026-04-04T15:30:00.000Z'],
    ['2026-04-05', '03:30', 'Australia/Sydney', '2026-04-04T17:30:00.000Z'],
  ])('reads %s %s in %s across daylight-saving changes as %s', (day, time, zone, iso) => {
    expect(new Date(wallClockToEpoch(day, time, zone)).toISOString()).toBe(iso)
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
