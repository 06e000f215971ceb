// @vitest-environment node
// The proxy meets Clerk only with both keys, and only on the sign-in screens; the variant
// rewrite works either way.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NextRequest, type NextFetchEvent } from 'next/server'

const clerk = vi.hoisted(() => ({ calls: [] as string[] }))

vi.mock('@clerk/nextjs/server', () => ({
  clerkMiddleware: vi.fn((handler: (auth: unknown, req: NextRequest, ev: unknown) => unknown) =>
    async (req: NextRequest, ev: unknown) => {
      clerk.calls.push(req.nextUrl.pathname)
      return handler({}, req, ev)
    }),
}))

const { proxy } = await import('@/proxy')
const { clerkMiddleware } = await import('@clerk/nextjs/server')
const { resetClerkProxyForTests } = await import('@/lib/auth/clerk-proxy')

const event = {} as NextFetchEvent
const run = async (path: string) => proxy(new NextRequest(`http://127.0.0.1:3000${path}`), event)
const rewrittenTo = (r: Response) => new URL(r.headers.get('x-middleware-rewrite') ?? 'http://x/none').pathname

beforeEach(() => {
  clerk.calls = []
  resetClerkProxyForTests()
  vi.mocked(clerkMiddleware).mockClear()
})
afterEach(() => vi.unstubAllEnvs())

describe('proxy without Clerk keys', () => {
  it('never loads or calls clerkMiddleware, and still rewrites to the variant', async () => {
    vi.stubEnv('NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', '')
    vi.stubEnv('CLERK_SECRET_KEY', '')
    for (const path of ['/sign-in', '/dashboard', '/auth/result', '/']) await run(path)
    expect(clerkMiddleware).not.toHaveBeenCalled()
    expect(clerk.calls).toEqual([])
    expect(rewrittenTo(await run('/sign-in'))).toBe('/_v/sign-in')
    expect(rewrittenTo(await run('/archive?theme=example'))).toBe('/_v~example~_~0~_/archive')
  })

  it('does not call Clerk with only one of the two keys', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubEnv('NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', 'pk_test_abc')
    vi.stubEnv('CLERK_SECRET_KEY', '')
    await run('/sign-in')
    expect(clerkMiddleware).not.toHaveBeenCalled()
  })
})

describe('proxy with Clerk keys', () => {
  beforeEach(() => {
    vi.stubEnv('NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', 'pk_test_abc')
    vi.stubEnv('CLERK_SECRET_KEY', 'sk_test_abc')
  })

  it('runs the sign-in screens through Clerk, keeping the variant rewrite', async () => {
    const response = await run('/dashboard')
    expect(clerk.calls).toEqual(['/dashboard'])
    expect(rewrittenTo(response)).toBe('/_v/dashboard')
    // Keys come from the environment; a secretKey option would make Clerk demand an encryption key.
    expect(clerkMiddleware).toHaveBeenCalledWith(expect.any(Function), { signInUrl: '/sign-in', signUpUrl: '/sign-up' })
  })

  it('leaves ordinary pages to the plain rewrite', async () => {
    expect(rewrittenTo(await run('/archive'))).toBe('/_v/archive')
    expect(clerk.calls).toEqual([])
  })
})
