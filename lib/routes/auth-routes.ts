// getServerSideProps of the sign-in screens: per request (who is signed in is not cacheable),
// a real 404 unless sign-in is enabled, and the same themed envelope as every other page.
import type { GetServerSideProps, GetServerSidePropsResult } from 'next'
import { isAuthEnabled } from '@/lib/auth/enabled'
import { AUTH_PATHS, type AuthScreen } from '@/lib/auth/paths'
import { readServerSession } from '@/lib/auth/session'
import { loadRouteContext, type RouteContext } from './context'
import { withVariant } from './links'
import { defaultSeo, themedProps, titleOf } from './page-props'
import type { ThemePageProps } from './types'

export type AuthLayout = 'LayoutSignIn' | 'LayoutSignUp' | 'LayoutDashboard'

export interface AuthPageInfo {
  screen: AuthScreen
  /** As the server saw the request; the browser's Clerk state takes over once loaded. */
  signedIn: boolean
}

export type AuthPageProps = ThemePageProps<AuthLayout> & {
  auth: AuthPageInfo
  /** Set by Clerk's buildClerkProps for its provider. */
  __clerk_ssr_state?: unknown
}

/** The result screen has no layout of its own: it sits in the sign-in frame. */
const LAYOUTS: Record<AuthScreen, AuthLayout> = {
  'sign-in': 'LayoutSignIn',
  'sign-up': 'LayoutSignUp',
  dashboard: 'LayoutDashboard',
  result: 'LayoutSignIn',
}

function screenTitle(ctx: RouteContext, screen: AuthScreen): string {
  const { auth } = ctx.t
  const name = screen === 'sign-up' ? auth.signUp : screen === 'dashboard' ? auth.dashboard : auth.signIn
  return titleOf(name, ctx.chrome.info.title)
}

/** Sign-in first, then back to the dashboard (Clerk reads redirect_url). */
export function signInFirst(ctx: RouteContext): string {
  const back = `${ctx.variant.prefix}${AUTH_PATHS.dashboard}`
  return withVariant(`${AUTH_PATHS['sign-in']}?redirect_url=${encodeURIComponent(back)}`, ctx.variant)
}

function one(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined
}

export function authRoute(screen: AuthScreen): GetServerSideProps<AuthPageProps> {
  return async ({ params, req }): Promise<GetServerSidePropsResult<AuthPageProps>> => {
    if (!isAuthEnabled()) return { notFound: true }
    const ctx = await loadRouteContext(one(params?.variant))
    if (!ctx) return { notFound: true }
    const session = await readServerSession(req)
    if (screen === 'dashboard' && !session.userId) {
      return { redirect: { destination: signInFirst(ctx), permanent: false } }
    }
    const page = themedProps(ctx, LAYOUTS[screen], {}, screenTitle(ctx, screen), defaultSeo(ctx, AUTH_PATHS[screen], 'WebPage'))
    if (!('props' in page)) return { notFound: true }
    const auth: AuthPageInfo = { screen, signedIn: session.userId !== null }
    return { props: { ...page.props, ...session.clerkProps, auth } }
  }
}

export const signInRoute = { getServerSideProps: authRoute('sign-in') }
export const signUpRoute = { getServerSideProps: authRoute('sign-up') }
export const dashboardRoute = { getServerSideProps: authRoute('dashboard') }
export const authResultRoute = { getServerSideProps: authRoute('result') }
