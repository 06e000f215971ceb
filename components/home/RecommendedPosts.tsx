// Up to 6 recommended posts (chosen on the server by lib/home/recommended-posts) as small cards
// (their look: the folio-rec-* classes of styles/kit.css).
import { SiteLink } from '@/components/navigation/SiteLink'
import { PostTitle } from '@/components/post/PostTitle'
import { BASE_PATH, withBasePath } from '@/lib/routes/base-path'
import type { PostLink } from '@/lib/routes/types'
import { useT } from '@/lib/i18n/react'

interface Props {
  posts: PostLink[]
  className?: string
  /** Show the "Recommended" heading. */
  heading?: boolean
}

/** A site-path cover under SUB_PATH, whether or not the props already put it there. */
function coverSrc(src: string): string {
  return BASE_PATH && (src === BASE_PATH || src.startsWith(`${BASE_PATH}/`)) ? src : withBasePath(src)
}

/** Cards in the first row (two on phones, three wider) sit above the fold at the top of the home. */
const FIRST_ROW = 3

/**
 * `index` in the grid: the first row's covers load at once (the largest paint on a phone's home
 * is often one of them), the first with high priority; the rest when they near the view.
 */
function Card({ post, index }: { post: PostLink; index: number }) {
  return (
    <li>
      <SiteLink
        href={post.href}
        className="group folio-rec-card"
      >
        {post.pageCoverThumbnail ? (
          // Notion-proxied covers of any size: a plain img keeps the ISR page static.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={coverSrc(post.pageCoverThumbnail)}
            alt=""
            loading={index < FIRST_ROW ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            className="folio-rec-cover"
          />
        ) : (
          <span
            aria-hidden
            className="folio-rec-no-cover"
          />
        )}
        <span className="folio-rec-title">
          <PostTitle post={post} />
        </span>
      </SiteLink>
    </li>
  )
}

export function RecommendedPosts({ posts, className, heading = true }: Props) {
  const { t } = useT()
  if (posts.length === 0) return null
  return (
    <section aria-label={t.home.hero.recommended} data-home-recommended="" className={className}>
      {heading ? (
        <h2 className="mb-2 text-sm font-semibold text-gray-500 dark:text-neutral-400">
          {t.home.hero.recommended}
        </h2>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {posts.map((post, index) => (
          <Card key={post.id} post={post} index={index} />
        ))}
      </ul>
    </section>
  )
}
