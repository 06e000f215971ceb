// Taking blocks out of an article body: out of their parents' content (any id spelling), the
// given body untouched.
import { describe, expect, it } from 'vitest'
import { bodyWithoutBlocks } from '@/components/sections/media/body-without-blocks'
import type { BodyRecordMap } from '@/lib/routes/types'

const PAGE = '11111111-1111-1111-1111-111111111111'
const VIDEO = '22222222-2222-2222-2222-222222222222'
const TEXT = '33333333-3333-3333-3333-333333333333'
const NESTED = '44444444-4444-4444-4444-444444444444'

function body(): BodyRecordMap {
  const block = (id: string, type: string, content?: string[]) => ({ role: 'reader', value: { id, type, content } })
  return {
    block: {
      [PAGE]: block(PAGE, 'page', [TEXT, VIDEO, NESTED]),
      [TEXT]: block(TEXT, 'text'),
      [VIDEO]: block(VIDEO, 'video'),
      [NESTED]: block(NESTED, 'toggle', [VIDEO.replaceAll('-', '')]),
    },
    collection: {},
    collection_view: {},
    notion_user: {},
    collection_query: {},
    signed_urls: {},
  } as unknown as BodyRecordMap
}

const contentOf = (map: BodyRecordMap | null, id: string) => (map?.block[id]?.value as { content?: string[] }).content

describe('bodyWithoutBlocks', () => {
  it('removes the blocks from every parent and leaves the original alone', () => {
    const original = body()
    const result = bodyWithoutBlocks(original, [VIDEO])
    expect(contentOf(result, PAGE)).toEqual([TEXT, NESTED])
    expect(contentOf(result, NESTED)).toEqual([])
    expect(contentOf(original, PAGE)).toEqual([TEXT, VIDEO, NESTED])
  })

  it('returns the body itself when there is nothing to remove or no body', () => {
    const original = body()
    expect(bodyWithoutBlocks(original, [])).toBe(original)
    expect(bodyWithoutBlocks(null, [VIDEO])).toBeNull()
  })
})
