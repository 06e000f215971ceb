// @vitest-environment node
// The sign-in routes on the bundled demo workspace: a real 404 without keys; with keys, the
// themed envelope, the protected dashboard and the result screen (Clerk's server helpers mocked).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next'
import { resetSiteDataForTests } from '@/lib/data/site-data'

const session = vi.hoisted(() => ({ userId: null as string | null }))

vi.mock('@clerk/nextjs/server', () => ({
  getAuth: vi.fn(() => ({ userId: session.userId })),
  buildClerkProps: vi.fn(() => ({ __clerk_ssr_state: { userId: session.userId } })),
}))

const { authResultRoute, dashboardRoute, signInRoute, signUpRoute } = await import('@/lib/routes/auth-routes')
const { getAuth } = await import('@clerk/nextjs/server')
type Props = import('@/lib/routes/auth-routes').AuthPageProps

const ROUTES = { signInRoute, signUpRoute, dashboardRoute, authResultRoute }

async function run(route: { getServerSideProps: GetServerSideProps<Props> }, variant = '_v') {
  const context = { params: { variant }, req: { headers: {} }, res: {}, query: {}, resolvedUrl: '/' }
  return (await route.getServerSideProps(context as unknown as GetServerSidePropsContext)) as GetServerSidePropsResult<Props>
}

function props(result: GetServerSidePropsResult<Props>): Props {
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`)
  return result.props as Props
}

beforeAll(() => {
  delete process.env.NOTION_PAGE_ID
  resetSiteDataForTests()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.unstubAllEnvs())

describe('without Clerk keys', () => {
  it.each(Object.entries(ROUTES))('%s answers a real 404 and never asks Clerk', async (_name, route) => {
    vi.stubEnv('NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', '')
    vi.stubEnv('CLERK_SECRET_KEY', '')
    expect(await run(route)).toEqual({ notFound: true })
    expect(getAuth).not.toHaveBeenCalled()
  })
})

describe('with Clerk keys', () => {
  beforeEach(() => {
    vi.stubEnv('NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', 'pk_test_abc')
    vi.stubEnv('CLERK_SECRET_KEY', 'sk_test_abc')
    session.userId = null
  })

  it('sign-in and sign-up render the theme layouts with titles and Clerk server state', async () => {
    const signIn = props(await run(signInRoute, '_v~_~en-US~0~_'))
    expect(signIn.layout).toBe('LayoutSignIn')
    expect(signIn.title).toBe('Sign in | Folio Demo')
    expect(signIn.auth).toEqual({ screen: 'sign-in', signedIn: false })
    expect(signIn.__clerk_ssr_state).toEqual({ userId: null })
    expect(signIn.chrome.info.title).toBe('Folio Demo')
    const signUp = props(await run(signUpRoute))
    expect(signUp.layout).toBe('LayoutSignUp')
    expect(signUp.auth.screen).toBe('sign-up')
  })

  it('sends signed-out visitors from the dashboard to sign-in and back', async () => {
    expect(await run(dashboardRoute)).toEqual({
      redirect: { destination: '/sign-in?redirect_url=%2Fdashboard', permanent: false },
    })
    expect(await run(dashboardRoute, '_v~example~_~0~_')).toMatchObject({
      redirect: { destination: '/sign-in?redirect_url=%2Fdashboard&theme=example' },
    })
  })

  it('shows the dashboard to a signed-in visitor', async () => {
    session.userId = 'user_1'
    const page = props(await run(dashboardRoute))
    expect(page.layout).toBe('LayoutDashboard')
    expect(page.auth).toEqual({ screen: 'dashboard', signedIn: true })
  })

  it('result screen reports what the server saw, in the sign-in frame', async () => {
    expect(props(await run(authResultRoute)).auth).toEqual({ screen: 'result', signedIn: false })
    session.userId = 'user_1'
    const page = props(await run(authResultRoute))
    expect(page.layout).toBe('LayoutSignIn')
    expect(page.auth).toEqual({ screen: 'result', signedIn: true })
  })

  it('a malformed variant is still a 404', async () => {
    expect(await run(signInRoute, 'not-a-variant')).toEqual({ notFound: true })
  })
})
