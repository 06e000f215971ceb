import { describe, expect, it } from 'vitest'
import { DEFAULT_RULES } from '@/lib/site/rules'
import { nextScheduleChange } from '@/lib/site/visibility'
import type { WorkspaceRow } from '@/lib/site/workspace'

const row = (date?: WorkspaceRow['date']): WorkspaceRow => ({
  id: 'x', title: 'x', typeLabel: 'Post', statusLabel: 'Published', slug: '', categories: [], tags: [],
  ...(date ? { date } : {}),
  createdTime: 0, lastEditedTime: 0, summary: '', password: '', icon: '', ext: '', comment: '',
  pageIcon: '', pageCover: '', pageCoverThumbnail: '', fullWidth: false,
})

describe('nextScheduleChange', () => {
  const rows = [
    row(),
    row({ startDate: '2026-05-01', startTime: '08:00', timeZone: 'Asia/Tokyo' }),
    row({ startDate: '2026-01-01', endDate: '2026-03-01' }),
  ]

  it('is the next start, or the instant after an end, whichever comes first', () => {
    expect(nextScheduleChange(rows, DEFAULT_RULES, Date.parse('2026-02-01T00:00:00Z'))).toBe(Date.parse('2026-03-02T00:00:00Z'))
    expect(nextScheduleChange(rows, DEFAULT_RULES, Date.parse('2026-04-01T00:00:00Z'))).toBe(Date.parse('2026-04-30T23:00:00Z'))
  })

  it('is Infinity when nothing will change, or when scheduling is off', () => {
    expect(nextScheduleChange(rows, DEFAULT_RULES, Date.parse('2026-06-01T00:00:00Z'))).toBe(Infinity)
    expect(nextScheduleChange(rows, { ...DEFAULT_RULES, schedulePublish: false }, 0)).toBe(Infinity)
  })

  it('counts a Notice window too: the announcement changes when it starts or ends', () => {
    const notice = { ...row({ startDate: '2026-05-01', endDate: '2026-05-03' }), typeLabel: 'Notice' }
    expect(nextScheduleChange([notice], DEFAULT_RULES, Date.parse('2026-04-01T00:00:00Z'))).toBe(Date.parse('2026-05-01T00:00:00Z'))
    expect(nextScheduleChange([notice], DEFAULT_RULES, Date.parse('2026-05-02T00:00:00Z'))).toBe(Date.parse('2026-05-04T00:00:00Z'))
  })
})
