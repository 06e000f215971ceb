// Related posts under an article (chosen on the server: shared tags, then category, then latest),
// as small cards with their cover.
import { part, type ClassNames } from '@/components/kit/class-names'
import { CoverImage } from '@/components/media/CoverImage'
import { SiteLink } from '@/components/navigation/SiteLink'
import { PostTitle } from '@/components/post/PostTitle'
import { useT } from '@/lib/i18n/react'
import type { PostLink } from '@/lib/routes/types'

export type RelatedPostsPart = 'root' | 'heading' | 'list' | 'item' | 'cover' | 'title'

interface Props {
  posts: PostLink[]
  classNames?: ClassNames<RelatedPostsPart>
  /** Show the covers (on by default). */
  covers?: boolean
}

export function RelatedPosts({ posts, classNames: c = {}, covers = true }: Props) {
  const { t } = useT()
  if (posts.length === 0) return null
  return (
    <section data-section="related-posts" aria-label={t.post.related} className={part('', 'mt-12', c.root)}>
      <h2 className={c.heading ?? 'mb-4 text-lg font-semibold text-neutral-900 dark:text-neutral-100'}>{t.post.related}</h2>
      <ul className={part('grid', 'grid-cols-2 gap-4 md:grid-cols-3', c.list)}>
        {posts.map((post) => (
          <li key={post.id} className={part('flex min-w-0 flex-col', 'gap-2', c.item)}>
            {covers && (
              <CoverImage src={post.pageCoverThumbnail} href={post.href} placeholder classNames={{ root: part('', 'aspect-[16/9] rounded-md', c.cover) }} />
            )}
            <SiteLink href={post.href} className={part('break-words', 'line-clamp-2 text-sm hover:underline', c.title)}>
              <PostTitle post={post} />
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
