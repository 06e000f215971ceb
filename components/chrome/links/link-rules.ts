// Link rules applied to the rendered page (spec §5): http(s) links to other sites open in a new
// tab with noopener; links inside Notion bodies that point at this site by its full URL become
// internal links (same tab, keeping ?theme= and the language prefix).
import type { RenderVariant } from '@/lib/routes/types'
import { withVariant } from '@/lib/routes/links'

export type LinkKind = 'external' | 'own' | 'other'

/** The origins that count as "this site": the page's own and the configured LINK's. */
export function ownOrigins(pageOrigin: string, siteLink: string): string[] {
  const origins = [pageOrigin]
  try {
    if (siteLink) origins.push(new URL(siteLink).origin)
  } catch {
    // LINK is validated as a URL by the settings; nothing to add if it is not one.
  }
  return origins
}

export function classifyHref(href: string, own: readonly string[]): LinkKind {
  if (!/^https?:\/\//i.test(href)) return 'other'
  try {
    return own.includes(new URL(href).origin) ? 'own' : 'external'
  } catch {
    return 'other'
  }
}

function addRel(anchor: HTMLAnchorElement, ...words: string[]) {
  const rel = new Set(anchor.rel.split(/\s+/).filter(Boolean))
  for (const word of words) rel.add(word)
  anchor.rel = [...rel].join(' ')
}

function markExternalLink(anchor: HTMLAnchorElement, own: readonly string[]) {
  const href = anchor.getAttribute('href') ?? ''
  if (classifyHref(href, own) === 'external' && !anchor.hasAttribute('target'))
    anchor.target = '_blank'
  if (anchor.target === '_blank') addRel(anchor, 'noopener')
}

/** External links without an explicit target get a new tab; every new-tab link gets noopener. */
export function markExternalLinks(root: ParentNode, own: readonly string[]): void {
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]'))
    markExternalLink(anchor, own)
}

/** `https://site/en/article/x?a=1#h` → `/en/article/x?a=1&theme=…#h`, the prefix not doubled. */
export function internalHref(
  href: string,
  variant: Pick<RenderVariant, 'prefix' | 'keep'>,
): string {
  const url = new URL(href)
  const { prefix } = variant
  const path =
    prefix && (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))
      ? url.pathname.slice(prefix.length) || '/'
      : url.pathname
  return withVariant(`${path}${url.search}${url.hash}`, variant)
}

export const NOTION_BODY_SELECTOR = '.folio-notion, .notion'

function rewriteBodyLink(
  anchor: HTMLAnchorElement,
  own: readonly string[],
  variant: Pick<RenderVariant, 'prefix' | 'keep'>,
) {
  const href = anchor.getAttribute('href') ?? ''
  if (classifyHref(href, own) !== 'own') return
  anchor.setAttribute('href', internalHref(href, variant))
  anchor.removeAttribute('target')
}

/** Full-URL links to this site inside Notion bodies become internal, same-tab links. */
export function rewriteBodyLinks(
  root: ParentNode,
  own: readonly string[],
  variant: Pick<RenderVariant, 'prefix' | 'keep'>,
): void {
  for (const body of root.querySelectorAll(NOTION_BODY_SELECTOR)) {
    for (const anchor of body.querySelectorAll<HTMLAnchorElement>('a[href]'))
      rewriteBodyLink(anchor, own, variant)
  }
}

/** Both rules for the links in (or being) an element added to the page after the pass. */
export function applyLinkRulesTo(
  element: Element,
  own: readonly string[],
  variant: Pick<RenderVariant, 'prefix' | 'keep'>,
): void {
  const anchors = [...element.querySelectorAll<HTMLAnchorElement>('a[href]')]
  if (element instanceof HTMLAnchorElement && element.hasAttribute('href')) anchors.push(element)
  for (const anchor of anchors) {
    if (anchor.closest(NOTION_BODY_SELECTOR)) rewriteBodyLink(anchor, own, variant)
    markExternalLink(anchor, own)
  }
}
