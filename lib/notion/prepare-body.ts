// The site's settings applied to a trimmed body (after trimBody, which needs none): image and
// code-block settings for the renderer, the chosen Prism themes, and spoiler text. Kept apart
// so every place that serves a body (article, unlocked post, notice) can apply the same.
import type { Block } from 'notion-types'
import type { BodyRecordMap, BodySettings } from './body-extras'
import { EMPTY_EXTRAS } from './body-extras'
import { codeThemeCss, DEFAULT_CODE_THEMES } from './code-theme'
import { markBlockSpoilers } from './spoilers'

export interface BodyPreparation {
  settings: BodySettings
  codeThemes: { light: string; dark: string }
  /** SPOILER_TEXT_TAG; '' = off. */
  spoilerTag: string
}

function withSpoilers(body: BodyRecordMap, tag: string): BodyRecordMap['block'] {
  if (!tag) return body.block
  const blocks: BodyRecordMap['block'] = { ...body.block }
  for (const [id, box] of Object.entries(body.block)) {
    const marked = box?.value ? markBlockSpoilers(box.value as Block, tag) : undefined
    if (marked && box) blocks[id] = { ...box, value: marked }
  }
  return blocks
}

/** A copy of the body carrying the site's rendering settings. */
export function applyBodySettings(body: BodyRecordMap, prep: BodyPreparation): BodyRecordMap {
  const extras = { ...(body.folio ?? EMPTY_EXTRAS), settings: prep.settings }
  const { light, dark } = prep.codeThemes
  const defaultThemes = light === DEFAULT_CODE_THEMES.light && dark === DEFAULT_CODE_THEMES.dark
  if (Object.keys(extras.code).length > 0 && !defaultThemes) extras.codeCss = codeThemeCss(light, dark)
  return { ...body, block: withSpoilers(body, prep.spoilerTag), folio: extras }
}

/**
 * The body with its page links pointing at the visible pages' URLs (32-hex id → href): a
 * link whose target is not among them stops being a link. Bodies trimmed without URLs (the
 * notice, read before the site's URLs are known) get them here.
 */
export function relinkPages(body: BodyRecordMap, hrefs: ReadonlyMap<string, string>): BodyRecordMap {
  const extras = body.folio ?? EMPTY_EXTRAS
  const pages: Record<string, string> = {}
  for (const id of Object.keys(extras.pages)) {
    const href = hrefs.get(id)
    if (href) pages[id] = href
  }
  return { ...body, folio: { ...extras, pages } }
}
