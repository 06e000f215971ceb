// What a social card shows, from the route context: a post's title, category and date, or the
// site's description; the site's name and author on both. Its version (a hash of all of it and
// of the design's revision) goes into the card's URL, so a changed title is a new URL.
import { createHash } from 'node:crypto'
import type { RouteContext } from '@/lib/routes/context'
import type { PostSummary } from '@/lib/site/types'
import { cardPath } from './card-path'

export interface CardContent {
  title: string
  /** The site's description on its own card, '' on a post's. */
  description: string
  /** The site's name and author (each once) on a post's card; the author and address on the site's. */
  byline: string[]
  /** `yyyy-MM-dd`, '' for none (the site's card, pages). */
  date: string
  category: string
  /** The site's language, for the font's regional face. */
  lang: string
}

/** Bump when the card's look changes, so every card gets a new URL. */
const DESIGN_REVISION = 1

export function postCardContent(ctx: RouteContext, post: PostSummary): CardContent {
  return {
    title: post.title,
    description: '',
    byline: distinct([ctx.chrome.info.title, ctx.chrome.author]),
    date: post.type === 'Post' ? post.publishDay : '',
    category: post.category ?? '',
    lang: String(ctx.config.LANG ?? ''),
  }
}

const distinct = (parts: string[]) => [...new Set(parts.map((p) => p.trim()).filter(Boolean))]

function hostOf(link: string): string {
  try {
    return link ? new URL(link).host : ''
  } catch {
    return ''
  }
}

export function siteCardContent(ctx: RouteContext): CardContent {
  const { info, author } = ctx.chrome
  return {
    title: info.title,
    description: info.description,
    byline: distinct([author === info.title ? '' : author, hostOf(String(ctx.config.LINK ?? ''))]),
    date: '',
    category: '',
    lang: String(ctx.config.LANG ?? ''),
  }
}

export function cardVersion(content: CardContent): string {
  return createHash('sha256').update(JSON.stringify([DESIGN_REVISION, content])).digest('hex').slice(0, 10)
}

export function postCardPath(ctx: RouteContext, post: PostSummary): string {
  return cardPath({ kind: 'post', href: post.href }, cardVersion(postCardContent(ctx, post)), ctx.siteLang)
}

export function siteCardPath(ctx: RouteContext): string {
  return cardPath({ kind: 'site' }, cardVersion(siteCardContent(ctx)), ctx.siteLang)
}
