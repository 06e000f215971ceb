// The proxy's Clerk step, loaded only when sign-in is on: a keyless site never imports Clerk
// on the server either (clerkMiddleware() without keys answers every request with a 500).
import type { NextFetchEvent, NextRequest } from 'next/server'
import { AUTH_PATHS } from './paths'

type Inner = (request: NextRequest) => Response | Promise<Response>
type Handler = (request: NextRequest, event: NextFetchEvent) => Promise<Response | null | undefined | void>

let handler: Promise<Handler> | null = null

function clerkHandler(inner: Inner): Promise<Handler> {
  // Clerk reads both keys from the same environment variables as lib/auth/enabled.ts. They
  // are not passed here: a secretKey option makes Clerk demand CLERK_ENCRYPTION_KEY.
  handler ??= import('@clerk/nextjs/server').then(
    ({ clerkMiddleware }) =>
      clerkMiddleware(async (_auth, request) => inner(request), {
        signInUrl: AUTH_PATHS['sign-in'],
        signUpUrl: AUTH_PATHS['sign-up'],
      }) as Handler,
  )
  return handler
}

/**
 * Runs `inner` (the variant rewrite) inside Clerk's middleware, which authenticates the
 * request so getServerSideProps can call getAuth(). The first caller's `inner` is kept: the
 * proxy always passes the same function.
 */
export async function runWithClerk(request: NextRequest, event: NextFetchEvent, inner: Inner): Promise<Response> {
  const run = await clerkHandler(inner)
  return (await run(request, event)) ?? (await inner(request))
}

/** Tests only: forget the cached Clerk handler. */
export function resetClerkProxyForTests(): void {
  handler = null
}
