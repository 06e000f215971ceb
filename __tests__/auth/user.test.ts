import { describe, expect, it } from 'vitest'
import { toAuthUser } from '@/lib/auth/user'

describe('toAuthUser', () => {
  it('prefers the full name, then the user name, then the e-mail address', () => {
    const email = { emailAddress: 'ada@example.com' }
    expect(toAuthUser({ id: '1', fullName: 'Ada L', username: 'ada', primaryEmailAddress: email, imageUrl: 'i' }))
      .toEqual({ id: '1', name: 'Ada L', email: 'ada@example.com', imageUrl: 'i' })
    expect(toAuthUser({ id: '1', fullName: ' ', username: 'ada', primaryEmailAddress: email }).name).toBe('ada')
    expect(toAuthUser({ id: '1', fullName: null, username: null, primaryEmailAddress: email }).name).toBe('ada@example.com')
    expect(toAuthUser({ id: '1' })).toEqual({ id: '1', name: '', email: '', imageUrl: '' })
  })
})
