// The site paths an answer refers to, for the export's walk: links, images, scripts and styles
// in HTML (attributes, srcset, inline url(…)), and every path-like string in page data (hrefs,
// covers, icons). Generous on purpose: a path that is no page only costs one 404 answer, while
// a path missed is a broken link on the static site. Pure.

const HTML_ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' }

function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => HTML_ENTITIES[e] ?? e)
}

/**
 * The path of a reference when it stays on this site: root-relative (`/a/b?x#y` → `/a/b`) or
 * absolute on one of `origins` (the server's, the site's LINK). null for anything else.
 */
export function sitePathOf(reference: string, origins: readonly string[] = []): string | null {
  const ref = reference.trim()
  let path: string
  if (ref.startsWith('/') && !ref.startsWith('//')) path = ref
  else {
    const origin = origins.find((o) => ref === o || ref.startsWith(`${o}/`))
    if (!origin) return null
    path = ref.slice(origin.length) || '/'
  }
  path = path.split('#', 1)[0]?.split('?', 1)[0] ?? ''
  // Route patterns (`/[variant]/archive`) and text with spaces are no addresses.
  if (!path || /[\s[\]<>"'{}|\\^`]/.test(path)) return null
  return path
}

const ATTRIBUTE = /\s(?:href|src|poster|content|data-src|action)\s*=\s*"([^"]*)"/gi
const SRCSET = /\s(?:srcset|imagesrcset)\s*=\s*"([^"]*)"/gi
const CSS_URL = /url\(\s*(?:&quot;|["'])?([^"'()&\s]+)/gi

/** Site paths referred to by an HTML document (the page data script is read by pathsInData). */
export function pathsInHtml(html: string, origins: readonly string[] = []): string[] {
  const found = new Set<string>()
  const add = (raw: string) => {
    const path = sitePathOf(decodeEntities(raw), origins)
    if (path) found.add(path)
  }
  for (const match of html.matchAll(ATTRIBUTE)) add(match[1] ?? '')
  for (const match of html.matchAll(SRCSET))
    for (const candidate of decodeEntities(match[1] ?? '').split(',')) add(candidate.trim().split(/\s+/, 1)[0] ?? '')
  for (const match of html.matchAll(CSS_URL)) add(match[1] ?? '')
  return [...found]
}

/** Site paths in a style sheet's url(…) values (fonts, background images). */
export function pathsInCss(css: string, origins: readonly string[] = []): string[] {
  const found = new Set<string>()
  for (const match of css.matchAll(CSS_URL)) {
    const path = sitePathOf(match[1] ?? '', origins)
    if (path) found.add(path)
  }
  return [...found]
}

const XML_REFERENCE = /(?:<loc>|<link>|<id>|<url>|\shref=")([^<"\s]+)/g

/** Site paths in a feed or sitemap (`<loc>`, `<link>`, `href="…"`), usually absolute on LINK. */
export function pathsInXml(xml: string, origins: readonly string[] = []): string[] {
  const found = new Set<string>()
  for (const match of xml.matchAll(XML_REFERENCE)) {
    const path = sitePathOf(decodeEntities(match[1] ?? ''), origins)
    if (path) found.add(path)
  }
  return [...found]
}

/** Every string in page data (parsed JSON) that is a site path. */
export function pathsInData(data: unknown, origins: readonly string[] = []): string[] {
  const found = new Set<string>()
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.length < 2048) {
        const path = sitePathOf(value, origins)
        if (path) found.add(path)
      }
    } else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(data)
  return [...found]
}

/** The JSON inside `<script id="__NEXT_DATA__">`, or null. */
export function nextDataOf(html: string): { buildId?: string; page?: string; props?: unknown; gsp?: boolean; gssp?: boolean } | null {
  const match = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)
  if (!match?.[1]) return null
  try {
    return JSON.parse(match[1]) as { buildId?: string; page?: string; props?: unknown }
  } catch {
    return null
  }
}
