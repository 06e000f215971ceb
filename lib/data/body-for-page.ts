// A Notion body as a page serves it: the site's rendering settings (images, code, spoilers)
// and links only to visible site pages, at their URLs. Every place that serves a body (the
// article route, the unlock API, the announcement) goes through here, so they render alike.
import type { SiteConfig } from '@/lib/config'
import type { LinkedPage } from '@/lib/notion/body'
import type { BodyRecordMap } from '@/lib/notion/body-extras'
import { applyBodySettings, relinkPages, type BodyPreparation } from '@/lib/notion/prepare-body'
import { withSitePathsUnder } from '@/lib/notion/site-paths'
import type { SiteModel } from '@/lib/site/build-site'

/** The visible posts and pages a body may link to, with their URLs. */
export function linkedPages(site: Pick<SiteModel, 'routable'>): Map<string, LinkedPage> {
  return new Map(site.routable.map((p) => [p.id, { title: p.title, href: p.href, ...(p.pageIcon ? { icon: p.pageIcon } : {}) }]))
}

/** The site's settings for rendering a body. */
export function bodyPreparation(c: SiteConfig): BodyPreparation {
  return {
    settings: {
      image: {
        compressWidth: c.IMAGE_COMPRESS_WIDTH,
        thumbnailWidth: c.IMAGE_THUMBNAIL_WIDTH,
        zoomWidth: c.IMAGE_ZOOM_WIDTH,
        quality: c.IMAGE_QUALITY,
        zoom: c.IMAGE_ZOOM_ENABLED,
        placeholder: c.IMAGE_PLACEHOLDER,
      },
      code: {
        macBar: c.CODE_MAC_BAR,
        lineNumbers: c.CODE_LINE_NUMBERS,
        copyButton: c.CODE_COPY_BUTTON,
        collapse: c.CODE_COLLAPSE,
        expanded: c.CODE_COLLAPSE_EXPANDED,
      },
    },
    codeThemes: { light: c.CODE_THEME_LIGHT, dark: c.CODE_THEME_DARK },
    // Spoiler text is one of the small assets DISABLE_PLUGIN turns off.
    spoilerTag: c.DISABLE_PLUGIN ? '' : c.SPOILER_TEXT_TAG,
  }
}

export function bodyForPage(
  body: BodyRecordMap,
  config: SiteConfig,
  site: Pick<SiteModel, 'routable'>,
  /** SUB_PATH's base path ('' at the domain root): site-path files in the body go under it. */
  basePath: string,
): BodyRecordMap {
  const hrefs = new Map(site.routable.map((p) => [p.id, p.href]))
  return withSitePathsUnder(applyBodySettings(relinkPages(body, hrefs), bodyPreparation(config)), basePath)
}
