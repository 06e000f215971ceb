// The one place that decides whether sign-in (Clerk) is on: both Clerk keys must be set.
// Without them the sign-in routes are 404s, the proxy never touches Clerk and no page ships
// Clerk code.
//
// NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY is inlined into the bundles when the site is BUILT, so
// setting or changing it means rebuilding the site; CLERK_SECRET_KEY is read at run time on
// the server only and never reaches the browser.

export interface AuthKeys {
  publishableKey: string
  secretKey: string
}

/** The publishable key as built (browser code may call this; it never sees the secret). */
export function builtInPublishableKey(): string {
  // Spelled out in full so Next can inline it: the browser bundle only ever has that value.
  return (process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY ?? '').trim()
}

/** Server only. */
export function currentAuthKeys(): AuthKeys {
  return { publishableKey: builtInPublishableKey(), secretKey: (process.env.CLERK_SECRET_KEY ?? '').trim() }
}

export function authKeysComplete(keys: Partial<AuthKeys>): boolean {
  return Boolean(keys.publishableKey?.trim()) && Boolean(keys.secretKey?.trim())
}

let warnedHalfConfigured = false

/** Server side: is sign-in enabled for this request? */
export function isAuthEnabled(): boolean {
  const keys = currentAuthKeys()
  const enabled = authKeysComplete(keys)
  if (!enabled && !warnedHalfConfigured && (keys.publishableKey || keys.secretKey)) {
    warnedHalfConfigured = true
    console.warn('[auth] sign-in stays off: set both NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY and CLERK_SECRET_KEY, then rebuild')
  }
  return enabled
}
