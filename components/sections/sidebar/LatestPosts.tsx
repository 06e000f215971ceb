// The site's latest posts (LATEST_POSTS_COUNT, chosen on the server): title, and optionally a
// thumbnail and the date.
import { part, type ClassNames } from '@/components/kit/class-names'
import { CoverImage } from '@/components/media/CoverImage'
import { SiteLink } from '@/components/navigation/SiteLink'
import { PostDate } from '@/components/post/PostDate'
import { PostTitle } from '@/components/post/PostTitle'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'

export type LatestPostsPart = 'root' | 'heading' | 'list' | 'item' | 'thumb' | 'title' | 'date'

interface Props {
  classNames?: ClassNames<LatestPostsPart>
  thumbnails?: boolean
  dates?: boolean
  /** Show the "Latest posts" heading (on by default). */
  heading?: boolean
}

export function LatestPosts({ classNames: c = {}, thumbnails = false, dates = false, heading = true }: Props) {
  const { t } = useT()
  const { latestPosts } = useSite()
  if (latestPosts.length === 0) return null
  return (
    <section data-section="latest-posts" aria-label={t.widgets.latestPosts} className={c.root}>
      {heading && <h2 className={c.heading ?? 'mb-3 font-semibold'}>{t.widgets.latestPosts}</h2>}
      <ul className={part('', 'space-y-2', c.list)}>
        {latestPosts.map((post) => (
          <li key={post.id} className={part('flex items-center', 'gap-3', c.item)}>
            {thumbnails && (
              <CoverImage src={post.pageCoverThumbnail} href={post.href} placeholder classNames={{ root: part('shrink-0', 'h-12 w-16 rounded', c.thumb) }} />
            )}
            <span className="flex min-w-0 flex-col">
              <SiteLink href={post.href} className={part('break-words', 'line-clamp-2 hover:underline', c.title)}>
                <PostTitle post={post} showIcon={false} />
              </SiteLink>
              {dates && post.publishDay && (
                <PostDate iso={post.publishDay} day={post.publishDay} style="short" className={c.date ?? 'text-xs text-neutral-500 dark:text-neutral-400'} />
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
