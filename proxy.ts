// Runs before routing: folds ?theme=, ?lang=, ?lite= and a language prefix into the hidden
// variant segment so ISR can render (and cache) exactly what the visitor will see. When
// sign-in is enabled, the sign-in screens go through Clerk first (lib/auth).
import { NextResponse, type NextFetchEvent, type NextRequest } from 'next/server'
import { runWithClerk } from '@/lib/auth/clerk-proxy'
import { isAuthEnabled } from '@/lib/auth/enabled'
import { isAuthRequest } from '@/lib/auth/paths'
import { decideProxy } from '@/lib/routes/proxy-rewrite'
import { BUILT_THEMES } from '@/themes/registry.generated'

function variantRewrite(request: NextRequest): Response {
  const url = request.nextUrl
  const decision = decideProxy(url.pathname, url.searchParams, request.headers.get('accept-language') ?? '', {
    notionPageId: process.env.NOTION_PAGE_ID ?? '',
    postUrlPrefix: process.env.POST_URL_PREFIX ?? 'article',
    redirectLang: process.env.REDIRECT_LANG === 'true',
    builtThemes: BUILT_THEMES,
  })
  if (decision.kind === 'pass') return NextResponse.next()
  const target = url.clone()
  if (decision.kind === 'redirect') {
    target.pathname = decision.location
    return NextResponse.redirect(target)
  }
  target.pathname = decision.pathname
  return NextResponse.rewrite(target)
}

export function proxy(request: NextRequest, event: NextFetchEvent): Response | Promise<Response> {
  if (isAuthEnabled() && isAuthRequest(request.nextUrl.pathname)) return runWithClerk(request, event, variantRewrite)
  return variantRewrite(request)
}

export const config = {
  matcher: ['/((?!_next/static|_next/image).*)'],
}
