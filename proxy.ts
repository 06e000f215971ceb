// Runs before routing: folds ?theme=, ?lang=, ?lite= and a language prefix into the hidden
// variant segment so ISR can render (and cache) exactly what the visitor will see, and sends
// feeds, the sitemap, robots.txt and the search index to their API routes. When
// sign-in is enabled, the sign-in screens go through Clerk first (lib/auth). Its settings come
// from blog.config.ts and the environment (resolved once per process, lib/routes/proxy-env).
// With SUB_PATH (basePath) set, nextUrl.pathname is already without it, and clones keep it.
import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server'
import { runWithClerk } from '@/lib/auth/clerk-proxy'
import { isAuthEnabled } from '@/lib/auth/enabled'
import { isAuthRequest } from '@/lib/auth/paths'
import { loadBaseConfig } from '@/lib/config/load-base-config'
import { proxyEnv } from '@/lib/routes/proxy-env'
import { decideProxy, LANGUAGE_CHOSEN_COOKIE, type ProxyDecision, type ProxyEnv } from '@/lib/routes/proxy-rewrite'

let env: ProxyEnv | undefined

/** A year: REDIRECT_LANG redirects a visitor at most once (lib/routes/proxy-rewrite.ts). */
const LANGUAGE_CHOICE_MAX_AGE = 365 * 24 * 60 * 60

function respond(request: NextRequest, decision: ProxyDecision): NextResponse {
  if (decision.kind === 'pass') return NextResponse.next()
  const target = request.nextUrl.clone()
  if (decision.kind === 'redirect') {
    target.pathname = decision.location
    if (decision.search !== undefined) target.search = decision.search
    return NextResponse.redirect(target)
  }
  target.pathname = decision.pathname
  for (const [name, value] of Object.entries(decision.query ?? {})) target.searchParams.set(name, value)
  return NextResponse.rewrite(target)
}

function variantRewrite(request: NextRequest): Response {
  const url = request.nextUrl
  env ??= proxyEnv(loadBaseConfig().config)
  const chosen = request.cookies.has(LANGUAGE_CHOSEN_COOKIE)
  const decision = decideProxy(url.pathname, url.searchParams, request.headers.get('accept-language') ?? '', env, chosen)
  const response = respond(request, decision)
  for (const [name, value] of Object.entries(env.headers ?? {})) response.headers.set(name, value)
  if (decision.kind !== 'pass' && decision.rememberLanguage) {
    response.cookies.set(LANGUAGE_CHOSEN_COOKIE, '1', { path: '/', maxAge: LANGUAGE_CHOICE_MAX_AGE, sameSite: 'lax' })
  }
  return response
}

export function proxy(request: NextRequest, event: NextFetchEvent): Response | Promise<Response> {
  if (isAuthEnabled() && isAuthRequest(request.nextUrl.pathname)) return runWithClerk(request, event, variantRewrite)
  return variantRewrite(request)
}

export const config = {
  // '/' on its own: under a basePath (SUB_PATH=/blog) the second pattern becomes
  // '/blog/(…)', which the site's home, '/blog', does not match.
  matcher: ['/', '/((?!_next/static|_next/image).*)'],
}
