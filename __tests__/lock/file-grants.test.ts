// A locked post's body files are served only with the grant its unlock answer links them with.
import { describe, expect, it } from 'vitest'
import { FILE_GRANT_PARAM, fileGrant, grantOpens, withFileGrant } from '@/lib/lock/file-grants'
import { createUnlockTokens } from '@/lib/lock/tokens'

const tokens = createUnlockTokens('a secret of enough length for the test', 60_000)
const POST = 'a'.repeat(32)
const LINK = `/api/file/block/${'b'.repeat(32)}/source/0123456789/photo.jpg`

describe('file grants', () => {
  it("open that post's files until they expire, no other post's, and are not a password token", () => {
    const grant = fileGrant(tokens, POST, 1_000)
    expect(grantOpens(tokens, grant, [POST], 2_000)).toBe(true)
    expect(grantOpens(tokens, grant, ['c'.repeat(32)], 2_000)).toBe(false)
    expect(grantOpens(tokens, grant, [POST], 1_000 + 61_000)).toBe(false)
    expect(tokens.verify(grant, POST, 'the password fingerprint', 2_000)).toBe(false)
  })

  it('ride on every file link of the body (with a base path too), and on nothing else', () => {
    const body = { block: { x: { value: { properties: { source: [[LINK]] }, format: { display_source: `/blog${LINK}`, page_icon: '🧭' } } } }, note: 'https://example.com/api/files' }
    const granted = withFileGrant(body, 'v1.123.abc')
    expect(granted.block.x.value.properties.source[0]![0]).toBe(`${LINK}?${FILE_GRANT_PARAM}=v1.123.abc`)
    expect(granted.block.x.value.format.display_source).toBe(`/blog${LINK}?${FILE_GRANT_PARAM}=v1.123.abc`)
    expect(granted.block.x.value.format.page_icon).toBe('🧭')
    expect(granted.note).toBe(body.note)
  })
})
