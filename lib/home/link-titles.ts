// Titles of the home widgets' links that the owner left empty (the defaults of
// HOME_NOTICE_LINKS and HOME_HERO_CATEGORIES): named in the visitor's language from the
// dictionaries. A title the owner wrote is shown as written.
import type { Dictionary } from '@/lib/i18n'

type Kind = 'notice' | 'shortcut'

/** The path of a site link (`/about?x#y` → `/about`); '' for an external URL. */
function sitePathOf(url: string): string {
  if (!url.startsWith('/')) return ''
  return (url.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '') || '/'
}

function builtInName(path: string, kind: Kind, t: Dictionary): string {
  const notice = t.home.notice.defaultLinks
  const names: Record<string, [notice: string, shortcut: string]> = {
    '/': [t.nav.home, t.nav.home],
    '/about': [notice.about, t.nav.about],
    '/archive': [notice.archive, t.nav.archive],
    '/category': [notice.category, t.nav.categories],
    '/tag': [t.nav.tags, t.nav.tags],
    '/search': [t.nav.search, t.nav.search],
  }
  const pair = names[path]
  return pair ? pair[kind === 'notice' ? 0 : 1] : ''
}

export function linkTitle(link: { title: string; url: string }, kind: Kind, t: Dictionary): string {
  const own = link.title.trim()
  if (own) return own
  return builtInName(sitePathOf(link.url), kind, t) || link.url
}
