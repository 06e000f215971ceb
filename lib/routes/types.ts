// Page props: what a route hands to the theme. Lean by design: lists carry summaries,
// only the article route carries a body, and nothing secret or hidden is ever included.
import type { BodyRecordMap } from '@/lib/notion/body'
import type { ShownBody } from '@/lib/notion/shown-body'
import type { BodyMedia } from '@/lib/notion/body-media'
import type { Locale } from '@/lib/i18n'
import type {
  ArchiveGroup,
  CategoryItem,
  MenuLink,
  PostDetail,
  PostSummary,
  SiteInfo,
  TagItem,
} from '@/lib/site/types'
import type { ThemeName } from '@/lib/theme/theme-names'
import type { ShareService } from '@/lib/share/share-links'
import type { PluginChrome } from '@/lib/plugins/types'
import type { CommentConfig } from '@/lib/comments/types'
import type { CspSources } from '@/lib/security/csp-sources'
import type { ImageSizing } from '@/lib/images/sized-sources'
import type { PictureRatios } from '@/lib/media/picture-ratio'
import type { HomeWidgets } from '@/lib/home/types'
import type { RightClickMenuOptions } from '@/lib/home/right-click-menu'
import type { SiteLook } from '@/lib/theme/site-look'

export type { BodyRecordMap, BodyMedia }

export type LayoutName =
  | 'LayoutIndex'
  | 'LayoutPostList'
  | 'LayoutSearch'
  | 'LayoutArchive'
  | 'LayoutSlug'
  | 'Layout404'
  | 'LayoutCategoryIndex'
  | 'LayoutTagIndex'
  | 'LayoutSignIn'
  | 'LayoutSignUp'
  | 'LayoutDashboard'

/** A post as a link: enough for prev/next, latest posts and menus. */
export type PostLink = Pick<
  PostSummary,
  'id' | 'title' | 'href' | 'external' | 'publishDay' | 'pageIcon' | 'pageCoverThumbnail' | 'category'
>

/**
 * Every published post as one line of a site-wide index (a documentation tree, a link
 * directory): lean, so a 1,000-post site's pages stay small.
 */
export type PostIndexEntry = Pick<PostSummary, 'title' | 'href' | 'external' | 'category' | 'publishDay' | 'pageIcon'>

/**
 * A post in a list page. `preview` is the start of the body as plain text (capped), present
 * only when the post has no summary, is not locked, and the theme shows previews
 * (`<THEME>_POST_LIST_PREVIEW`, else POST_LIST_PREVIEW).
 */
export type ListedPost = Omit<PostSummary, ListedPostLeftOut> & {
  preview?: string
  /** Listed first by TOP_TAG (home and its numbered pages only, lib/site/pinned.ts); absent otherwise. */
  pinned?: true
}

/**
 * What no list card, modal or list script reads: a list page's data leaves it out
 * (lib/routes/listed-post.ts), so a page of cards is not a page of whole post records. The
 * article's own page carries all of it.
 */
export type ListedPostLeftOut = 'slug' | 'status' | 'date' | 'lastEditedDate' | 'lastEditedDay' | 'icon' | 'fullWidth'

/** A list the scroll mode can fetch more of: `/api/posts?list=home|category:X|tag:Y`. */
export type ListRef = { kind: 'home' } | ListFilter

export interface Pagination {
  page: number
  totalPages: number
  /** The list's path without any /page/N suffix, e.g. `/category/Notion`. */
  basePath: string
}

export interface ListFilter {
  kind: 'category' | 'tag'
  name: string
}

export type EmptyData = Record<string, never>

export interface LayoutDataMap {
  LayoutIndex: {
    posts: ListedPost[]
    pagination: Pagination
    /** Notice bar, hero and today-card data (settings plus ≤ 6 recommended post links). */
    home?: HomeWidgets
    /**
     * The page the theme's `<THEME>_INDEX_PAGE` names, as an article (lib/routes/index-page.ts);
     * null when that slug names no visible page (show the post list); absent when not asked for.
     */
    indexPage?: LayoutDataMap['LayoutSlug'] | null
  }
  LayoutPostList: { posts: ListedPost[]; pagination: Pagination; filter: ListFilter | null }
  LayoutSearch: {
    keyword: string
    posts: ListedPost[]
    pagination: Pagination
    categories: CategoryItem[]
    tags: TagItem[]
  }
  /** One archive page (lib/site/archive-pages.ts): its months, and where it is among the pages. */
  LayoutArchive: {
    groups: ArchiveGroup[]
    /** Always filled by the route; optional only for hand-made fixtures (one page). */
    pagination?: Pagination
  }
  LayoutSlug: {
    post: PostDetail
    /**
     * null while the post is locked (or for a page without content). Static HTML when nothing
     * in it needs the renderer (lib/notion/static-body.ts, decided as the page props are made).
     */
    body: ShownBody | null
    prev: PostLink | null
    next: PostLink | null
    /** Related posts (POST_RECOMMEND_COUNT; none on pages): shared tags, then category, then latest. */
    related: PostLink[]
    /** AI_SUMMARY_* configured and answering: a summary of the post, else null. */
    aiSummary: string | null
    /**
     * The body's videos and embeds in reading order (none while locked), for themes that show
     * them outside the body. Always filled by the route; optional only for hand-made fixtures.
     */
    media?: BodyMedia[]
  }
  Layout404: EmptyData
  LayoutCategoryIndex: { categories: CategoryItem[] }
  LayoutTagIndex: { tags: TagItem[] }
  LayoutSignIn: EmptyData
  LayoutSignUp: EmptyData
  LayoutDashboard: EmptyData
}

export interface SocialLinks {
  github: string
  twitter: string
  telegram: string
  linkedin: string
  weibo: string
  instagram: string
  bilibili: string
  youtube: string
  /** Base64 as configured; decoded only on click. */
  emailEncoded: string
}

/** What the shared article pieces (share bar, copyright, expiration notice) need. */
export interface ArticleSettings {
  shareServices: ShareService[]
  /** FACEBOOK_APP_ID ('' when not set: no Messenger button). */
  facebookAppId: string
  copyright: boolean
  license: string
  expiration: { enabled: boolean; days: number; message: string }
}

/** Site-wide data every layout may show; read with useSite(). */
export interface SiteChrome {
  info: SiteInfo
  menus: MenuLink[]
  author: string
  bio: string
  avatar: string
  /** The browser tab's icon (FAVICON; '' for none). */
  favicon: string
  /** The site's public URL ('' when unset). */
  link: string
  since: number
  beian: string
  beianLink: string
  version: string
  socials: SocialLinks
  categories: CategoryItem[]
  tags: TagItem[]
  latestPosts: PostLink[]
  postCount: number
  /** Static HTML when nothing in it needs a script (lib/notion/static-body.ts). */
  notice: ShownBody | null
  rss: boolean
  appearance: { preference: 'light' | 'dark' | 'auto'; darkHours: [number, number] }
  postListStyle: 'page' | 'scroll'
  /** Seconds a missing article waits before going to /404 (POST_WAITING_TIME_FOR_404). */
  notFoundRedirectSeconds: number
  /** Seconds the 404 page waits before sending the visitor home (NOT_FOUND_REDIRECT_SECONDS). */
  homeRedirectSeconds: number
  canCopy: boolean
  themeSwitch: boolean
  /** Themes a visitor can switch to (built ones), in registry order. */
  themes: ThemeName[]
  /** Where Notion-hosted images are proxied from (NOTION_HOST, no trailing slash). */
  notionHost: string
  /** Pictures' largest width and quality for the image optimiser (lib/images/sized-sources.ts). Absent: originals. */
  images?: ImageSizing
  article: ArticleSettings
  /** Configured plugins (public values only); null or absent when none is configured. */
  plugins?: PluginChrome | null
  /**
   * Configured comment backends (public values only). Optional only so hand-made chromes in
   * tests may leave it out; buildChrome always fills it. Absent or empty: no comment section.
   */
  comments?: CommentConfig
  /**
   * CSP sources of site-wide settings nothing else here carries (the home quote service, the
   * look's stylesheets): lib/security/site-sources.ts. Absent: none.
   */
  csp?: CspSources
  /** The owner's backgrounds, fonts and font stylesheets (lib/theme/site-look.ts); absent at the defaults. */
  look?: SiteLook
  /** SEO_GOOGLE_SITE_VERIFICATION / SEO_BAIDU_SITE_VERIFICATION ('' for one unset); absent when both are. */
  verification?: { google: string; baidu: string }
  /** POST_TITLE_ICON=false: no page icon before post titles. Absent: icons shown. */
  titleIcons?: false
  /** The custom right-click menu; absent means on with every entry (the defaults). */
  rightClickMenu?: RightClickMenuOptions
  /** Sign-in is on (lib/auth/enabled.ts decides): headers may link to /sign-in. Absent: off. */
  signIn?: boolean
  /**
   * Every published post in list order, only for themes that show the whole site in their
   * frame (lib/theme/data-needs.ts); absent for the others.
   */
  postIndex?: PostIndexEntry[]
  /**
   * The oldest month (`yyyy-MM`) on each archive page, page 1 first, when the archive has more
   * than one page (absent otherwise): month links find their page from it (lib/site/archive-pages.ts).
   */
  archiveOldestMonths?: string[]
}

export interface SeoMeta {
  description: string
  /** Absolute when LINK is set, else site-relative; '' for none (pages kept out of indexes). */
  canonical: string
  /** Absolute, or '' (none, or LINK unset for a site image: lib/routes/seo.ts). */
  image: string
  /** The image's size when known (generated social cards): og:image:width and height. */
  imageSize?: { width: number; height: number }
  /** `<meta name="robots" content="noindex">`: reachable by URL, never indexed (Invisible posts). */
  noindex?: boolean
  type: 'website' | 'article'
  keywords: string
  publishedTime?: string
  modifiedTime?: string
  /** Structured data, serialised safely by the head component. */
  jsonLd: Record<string, unknown>
}

export interface RenderVariant {
  theme: ThemeName
  locale: Locale
  lite: boolean
  /** Language prefix of a multi-language site (`/en`), '' for the default workspace. */
  prefix: string
  /** Query kept on every internal link (`theme=hexo`), '' when none. */
  keep: string
}

export interface ThemePageProps<L extends LayoutName = LayoutName> {
  layout: L
  variant: RenderVariant
  /** The document title, per the spec's page-title rules. */
  title: string
  seo: SeoMeta
  chrome: SiteChrome
  /** The active theme's resolved settings (never secrets). */
  themeConfig: Record<string, unknown>
  /** Width ÷ height of the local pictures those settings name (lib/media/picture-ratio.ts). */
  pictureRatios?: PictureRatios
  /** Tiny previews (data URLs) of the page's pictures by src, shown while they load (lib/images/picture-preview.ts). */
  picturePreviews?: Record<string, string>
  data: LayoutDataMap[L]
}

/** One site of the 404 page's variants ('' is the default site, else a language prefix). */
export interface NotFoundSite {
  /** A language site's chrome; absent for the default site, whose chrome is the page's own. */
  chrome?: SiteChrome
  /** The site's LANG and THEME (the THEME as served: a built theme). */
  lang: string
  theme: ThemeName
  /** Each built theme's resolved settings on this site. */
  themeConfigs: Record<string, Record<string, unknown>>
}

/**
 * pages/404: the default variant's props, plus what it takes to show the page in the variant
 * the visitor's URL asks for (lib/routes/not-found-variant.ts).
 */
export type NotFoundPageProps = ThemePageProps<'Layout404'> & { sites: Record<string, NotFoundSite> }
