// Runs before routing: folds ?theme=, ?lang=, ?lite= and a language prefix into the hidden
// variant segment so ISR can render (and cache) exactly what the visitor will see.
import { NextResponse, type NextRequest } from 'next/server'
import { decideProxy } from '@/lib/routes/proxy-rewrite'
import { BUILT_THEMES } from '@/themes/registry.generated'

export function proxy(request: NextRequest) {
  const url = request.nextUrl
  const decision = decideProxy(url.pathname, url.searchParams, request.headers.get('accept-language') ?? '', {
    notionPageId: process.env.NOTION_PAGE_ID ?? '',
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

export const config = {
  matcher: ['/((?!_next/static|_next/image).*)'],
}
