import { describe, expect, it } from 'vitest'
import { authPath, isAuthRequest } from '@/lib/auth/paths'

describe('sign-in paths', () => {
  it('recognises the four screens, their Clerk steps and a language prefix', () => {
    for (const path of ['/sign-in', '/sign-in/factor-one', '/sign-up', '/sign-up/verify-email-address', '/dashboard',
      '/dashboard/security', '/auth/result', '/en/sign-in', '/zh-CN/dashboard']) {
      expect(isAuthRequest(path), path).toBe(true)
    }
  })

  it('leaves every other page alone', () => {
    for (const path of ['/', '/archive', '/article/sign-in', '/sign-inx', '/auth', '/auth/other', '/api/sign-in', '/en']) {
      expect(isAuthRequest(path), path).toBe(false)
    }
  })

  it('builds a screen path under a language prefix', () => {
    expect(authPath('sign-in', '')).toBe('/sign-in')
    expect(authPath('result', '/en')).toBe('/en/auth/result')
  })
})
