// Where the sign-in screens live (visible paths, before a language prefix and the variant).

export type AuthScreen = 'sign-in' | 'sign-up' | 'dashboard' | 'result'

export const AUTH_PATHS: Record<AuthScreen, string> = {
  'sign-in': '/sign-in',
  'sign-up': '/sign-up',
  dashboard: '/dashboard',
  result: '/auth/result',
}

/** Clerk's own steps live below these (e.g. /sign-in/factor-one), hence the catch-all routes. */
const AUTH_REQUEST = /^(?!\/api\/)(?:\/[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)?\/(?:(?:sign-in|sign-up|dashboard)(?:\/.*)?|auth\/result\/?)$/

/**
 * Requests the proxy hands to Clerk when sign-in is on: the four screens, also behind one
 * language prefix (/en/sign-in). Everything else never meets Clerk on the server.
 */
export function isAuthRequest(pathname: string): boolean {
  return AUTH_REQUEST.test(pathname)
}

/** A screen's visible path on this site (`/en/sign-in` on a language site). */
export function authPath(screen: AuthScreen, languagePrefix: string): string {
  return `${languagePrefix}${AUTH_PATHS[screen]}`
}
