// Social card URLs: `/api/og/site.png` for the site, `/api/og/post/<post's path>.png` for a post
// or page (`/api/og/post/article/hello.png`), under `/api/og/<lang>/…` for a language site. One
// path per card, with the `.png` a static export and static hosts need (lib/export writes the
// answer to that path); `?v=` names the card's content so caches may keep it for good. Pure.

import { safeDecode } from '@/lib/site/safe-decode'

export const CARD_ROUTE = '/api/og'

export type CardTarget = { kind: 'site' } | { kind: 'post'; href: string }

/** The card's site path (no base path), `version` in the query. `href` is a post's site path. */
export function cardPath(target: CardTarget, version: string, siteLang?: string): string {
  const lang = siteLang ? `/${encodeURIComponent(siteLang)}` : ''
  const href = target.kind === 'post' ? target.href.split('/').map((s) => encodeURIComponent(safeDecode(s))).join('/') : ''
  const name = target.kind === 'site' ? 'site' : `post${href}`
  return `${CARD_ROUTE}${lang}/${name}.png?v=${version}`
}

/** What a request's path segments (after /api/og) name, or null for no card. */
export function parseCardPath(segments: readonly string[]): { target: CardTarget; siteLang?: string } | null {
  const last = segments.at(-1)
  if (!last?.endsWith('.png')) return null
  const parts = [...segments.slice(0, -1), last.slice(0, -'.png'.length)]
  const siteLang = parts[0] === 'site' || parts[0] === 'post' ? undefined : parts.shift()
  const [kind, ...rest] = parts
  if (kind === 'site' && rest.length === 0) return { target: { kind: 'site' }, siteLang }
  if (kind === 'post' && rest.length > 0 && rest.every(Boolean)) return { target: { kind: 'post', href: `/${rest.join('/')}` }, siteLang }
  return null
}
