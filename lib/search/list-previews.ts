// Body previews for list cards: only for the posts of the page being built (never the whole
// site), only for posts without a summary, never for locked or external ones, and only when
// the theme shows previews. Bodies come through the page cache and are remembered per version.
import type { GetStaticPropsResult } from 'next'
import type { RouteContext } from '@/lib/routes/context'
import { toListedPost } from '@/lib/routes/listed-post'
import { imagesUnderBasePath } from '@/lib/routes/base-path'
import type { ListedPost, ThemePageProps } from '@/lib/routes/types'
import type { MaybePinned } from '@/lib/site/pinned'
import type { PostSummary } from '@/lib/site/types'
import { sharedThemeSettings } from '@/lib/theme/settings/shared'
import { canReadBody, postBodyLines } from './post-text'
import { previewText } from './preview'

/** `<THEME>_POST_LIST_PREVIEW` when the theme has that setting, else POST_LIST_PREVIEW. */
export function previewsWanted(
  ctx: Pick<RouteContext, 'variant' | 'themeConfig' | 'config'>,
): boolean {
  const fallbacks = { postList: { preview: ctx.config.POST_LIST_PREVIEW } }
  return sharedThemeSettings(ctx.variant.theme, ctx.themeConfig, fallbacks).postList.preview
}

/** The posts as list cards: each with its preview where one is shown, without what no card reads. */
export async function addPreviews(ctx: RouteContext, posts: readonly ListSummary[]): Promise<ListedPost[]> {
  return (await withPreviews(ctx, posts)).map(toListedPost)
}

/** A post of a list as the site has it, with the list's pin (lib/site/pinned.ts). */
type ListSummary = MaybePinned<PostSummary>

async function withPreviews(ctx: RouteContext, posts: readonly ListSummary[]): Promise<(ListSummary & { preview?: string })[]> {
  if (!previewsWanted(ctx)) return [...posts]
  const lang = ctx.siteLang
  return Promise.all(
    posts.map(async (post): Promise<ListSummary & { preview?: string }> => {
      if (post.summary.trim() || !canReadBody(post)) return post
      try {
        const preview = previewText(await postBodyLines(post, lang), ctx.config.POST_PREVIEW_LINES)
        return preview ? { ...post, preview } : post
      } catch (error) {
        // A card without its preview beats a list page that fails.
        console.error(`[lists] no preview for ${post.id}: ${(error as Error).message}`)
        return post
      }
    }),
  )
}

type ListLayout = 'LayoutIndex' | 'LayoutPostList' | 'LayoutSearch'

/** The list's posts as the site has them, whole (a preview reads the body's version), still pinned. */
function summariesOf(ctx: RouteContext, posts: readonly ListedPost[]): ListSummary[] {
  const byId = new Map(ctx.data.site.posts.map((p) => [p.id, p]))
  return posts.flatMap((p) => {
    const summary = byId.get(p.id)
    if (!summary) return []
    return p.pinned ? { ...summary, pinned: true as const } : summary
  })
}

/** The same page result with previews added to its posts (redirects and 404s pass through). */
export async function withListPreviews<L extends ListLayout>(
  ctx: RouteContext,
  result: GetStaticPropsResult<ThemePageProps<L>>,
): Promise<GetStaticPropsResult<ThemePageProps<L>>> {
  if (!('props' in result)) return result
  const props = await result.props
  // The site's own summaries: their site-path images go under SUB_PATH again, as page props do.
  const posts = imagesUnderBasePath(await addPreviews(ctx, summariesOf(ctx, props.data.posts)))
  return { ...result, props: { ...props, data: { ...props.data, posts } } }
}
