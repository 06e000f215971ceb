// The "never replace a good site by a suspiciously empty one" rule, at its edges.
import { describe, expect, it } from 'vitest'
import type { WorkspaceSnapshot } from '@/lib/data/fetch-workspace'
import { suspiciousShrink } from '@/lib/data/freshness'

const snapshot = (rows: number) =>
  ({ index: { rows: Array.from({ length: rows }, (_, i) => ({ id: String(i) })) } }) as unknown as WorkspaceSnapshot

describe('suspiciousShrink', () => {
  it('accepts anything when there is no last good data', () => {
    expect(suspiciousShrink(snapshot(0), undefined)).toBeNull()
  })

  it('refuses an empty index after a non-empty one, whatever the size', () => {
    expect(suspiciousShrink(snapshot(0), snapshot(1))).toMatch(/no rows \(last good data had 1\)/)
    expect(suspiciousShrink(snapshot(0), snapshot(0))).toBeNull()
  })

  it.each([
    [10, 4, true],
    [10, 5, false],
    [20, 9, true],
    [20, 10, false],
    [9, 1, false], // a small site may lose most of its rows
    [10, 11, false],
  ])('from %i rows to %i: refused %s', (before, after, refused) => {
    const why = suspiciousShrink(snapshot(after), snapshot(before))
    if (refused) expect(why).toBe(`the database returned ${after} rows, less than half of the last good ${before}`)
    else expect(why).toBeNull()
  })
})
