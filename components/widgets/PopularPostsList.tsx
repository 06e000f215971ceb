// The "most read" list itself (PopularPosts.tsx is its gate). Renders nothing while the list
// is on its way, when it is empty and when the request failed.
import { part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { usePopularPosts } from '@/components/plugins/readership/usePopularPosts'
import { useT } from '@/lib/i18n/react'

/** `views`: each post's view count (no count shown with `views={false}`). */
export type PopularPostsPart = 'root' | 'heading' | 'list' | 'item' | 'title' | 'views'

export interface PopularPostsProps {
  classNames?: ClassNames<PopularPostsPart>
  /** Show each post's view count (on by default). */
  views?: boolean
}

export function PopularPostsList({ classNames: c = {}, views = true }: PopularPostsProps) {
  const { t, plural } = useT()
  const posts = usePopularPosts()
  if (!posts || posts.length === 0) return null
  return (
    <section data-section="popular-posts" aria-label={t.widgets.popularPosts} className={c.root}>
      <h2 className={c.heading ?? 'mb-3 font-semibold'}>{t.widgets.popularPosts}</h2>
      <ol className={part('', 'space-y-2', c.list)}>
        {posts.map((post) => (
          <li key={post.id} data-popular-post={post.id} className={part('flex items-baseline justify-between', 'gap-3', c.item)}>
            <SiteLink href={post.href} className={part('min-w-0 break-words', 'line-clamp-2 hover:underline', c.title)}>
              {post.title}
            </SiteLink>
            {views && (
              <span className={part('shrink-0 tabular-nums', 'text-xs text-neutral-500 dark:text-neutral-400', c.views)}>
                {plural(t.widgets.popularViews, post.views)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
