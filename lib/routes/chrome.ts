// Site-wide data for the frame of every page, kept small: links, not posts.
import { isAuthEnabled } from '@/lib/auth/enabled'
import type { SiteConfig } from '@/lib/config'
import { bodyForPage } from '@/lib/data/body-for-page'
import type { SiteData } from '@/lib/data/site-data'
import { withoutIconDrawings } from '@/lib/site/menus'
import { archivePages, oldestMonths } from '@/lib/site/archive-pages'
import type { ArchiveGroup, PostSummary } from '@/lib/site/types'
import { buildPluginChrome } from '@/lib/plugins/build'
import { buildCommentConfig } from '@/lib/comments/config'
import { homeCspSources } from '@/lib/home/csp-hosts'
import { mergeSources } from '@/lib/security/csp-sources'
import { siteLookCspSources, siteLookOf } from '@/lib/theme/site-look'
import { rightClickMenuOptions } from '@/lib/home/right-click-menu'
import { BUILT_THEMES } from '@/themes/built.generated'
import type { PostIndexEntry, PostLink, SiteChrome } from './types'
import pkg from '@/package.json'
import { BASE_PATH } from '@/lib/routes/base-path'

/** The most tags any sidebar shows; the tag index page lists them all. */
const CHROME_TAG_LIMIT = 40

export function toPostLink(p: PostSummary): PostLink {
  return {
    id: p.id,
    title: p.title,
    href: p.href,
    external: p.external,
    publishDay: p.publishDay,
    pageIcon: p.pageIcon,
    pageCoverThumbnail: p.pageCoverThumbnail,
    category: p.category,
  }
}

export function toPostIndexEntry(p: PostSummary): PostIndexEntry {
  return { title: p.title, href: p.href, external: p.external, category: p.category, publishDay: p.publishDay, pageIcon: p.pageIcon }
}

export interface ChromeOptions {
  /** Add every published post (lib/theme/data-needs.ts): only for themes that show them all. */
  postIndex?: boolean
  /** Leave the notice out (null) for a theme that never shows it (lib/theme/data-needs.ts). */
  notice?: boolean
  /** Leave the menus' icon drawings out (false) for a theme that draws no menu icons (lib/theme/data-needs.ts). */
  menuIcons?: boolean
}

/** The search engines' site-verification metas (SEO_*_SITE_VERIFICATION); nothing while unset. */
function verificationOf(c: SiteConfig): Pick<SiteChrome, 'verification'> {
  const google = c.SEO_GOOGLE_SITE_VERIFICATION.trim()
  const baidu = c.SEO_BAIDU_SITE_VERIFICATION.trim()
  return google || baidu ? { verification: { google, baidu } } : {}
}

/** The archive pages' oldest months, only when there is more than one page. */
function archiveMonthsOf(archive: ArchiveGroup[], pageSize: number): Pick<SiteChrome, 'archiveOldestMonths'> {
  const pages = archivePages(archive, pageSize)
  return pages.length > 1 ? { archiveOldestMonths: oldestMonths(pages) } : {}
}

export function buildChrome(data: SiteData, c: SiteConfig, options: ChromeOptions = {}): SiteChrome {
  const { site } = data
  const title = c.TITLE || site.info.title || 'Folio'
  const look = siteLookOf(c)
  return {
    info: {
      title,
      description: c.DESCRIPTION || site.info.description,
      icon: site.info.icon,
      pageCover: c.HOME_BANNER_IMAGE || site.info.pageCover,
    },
    menus: options.menuIcons === false ? withoutIconDrawings(site.menus) : site.menus,
    author: c.AUTHOR,
    bio: c.BIO,
    avatar: c.AVATAR || (site.info.icon.startsWith('/') || site.info.icon.startsWith('http') ? site.info.icon : ''),
    favicon: c.FAVICON,
    link: c.LINK,
    since: c.SINCE,
    beian: c.BEI_AN,
    beianLink: c.BEI_AN_LINK,
    version: pkg.version,
    socials: {
      github: c.CONTACT_GITHUB,
      twitter: c.CONTACT_TWITTER,
      telegram: c.CONTACT_TELEGRAM,
      linkedin: c.CONTACT_LINKEDIN,
      weibo: c.CONTACT_WEIBO,
      instagram: c.CONTACT_INSTAGRAM,
      bilibili: c.CONTACT_BILIBILI,
      youtube: c.CONTACT_YOUTUBE,
      // Already base64 (conf/contact.ts encodes a plain address): decoded only on click.
      emailEncoded: c.CONTACT_EMAIL,
    },
    categories: site.categories,
    tags: site.tags.slice(0, CHROME_TAG_LIMIT),
    latestPosts: site.latest.map(toPostLink),
    postCount: site.posts.length,
    notice: data.notice && options.notice !== false ? bodyForPage(data.notice.recordMap, c, site, BASE_PATH) : null,
    rss: c.RSS_ENABLED,
    appearance: { preference: c.APPEARANCE, darkHours: [...c.APPEARANCE_DARK_TIME] as [number, number] },
    postListStyle: c.POST_LIST_STYLE,
    notFoundRedirectSeconds: c.POST_WAITING_TIME_FOR_404,
    homeRedirectSeconds: c.NOT_FOUND_REDIRECT_SECONDS,
    canCopy: c.CAN_COPY,
    themeSwitch: c.THEME_SWITCH,
    themes: [...BUILT_THEMES],
    notionHost: c.NOTION_HOST.replace(/\/+$/, ''),
    images: { maxWidth: c.IMAGE_COMPRESS_WIDTH, cardWidth: c.IMAGE_THUMBNAIL_WIDTH, quality: c.IMAGE_QUALITY },
    rightClickMenu: rightClickMenuOptions(c),
    article: {
      shareServices: [...c.POST_SHARE_SERVICES],
      facebookAppId: c.FACEBOOK_APP_ID,
      copyright: c.POST_COPYRIGHT,
      license: c.POST_COPYRIGHT_LICENSE,
      expiration: { enabled: c.ARTICLE_EXPIRATION_ENABLED, days: c.ARTICLE_EXPIRATION_DAYS, message: c.ARTICLE_EXPIRATION_MESSAGE },
    },
    plugins: buildPluginChrome(c),
    comments: buildCommentConfig(c, { title }),
    csp: mergeSources(homeCspSources(c), siteLookCspSources(look)),
    signIn: isAuthEnabled(),
    // Absent at their defaults, so a default site's pages carry none of these keys.
    ...(look ? { look } : {}),
    ...verificationOf(c),
    ...(c.POST_TITLE_ICON ? {} : { titleIcons: false as const }),
    ...(options.postIndex ? { postIndex: site.posts.map(toPostIndexEntry) } : {}),
    ...archiveMonthsOf(site.archive, c.ARCHIVE_PAGE_SIZE),
  }
}
