// Up to 6 recommended posts (chosen on the server by lib/home/recommended-posts) as small cards.
import { SiteLink } from '@/components/navigation/SiteLink'
import { PostTitle } from '@/components/post/PostTitle'
import type { PostLink } from '@/lib/routes/types'
import { useT } from '@/lib/i18n/react'

interface Props {
  posts: PostLink[]
  className?: string
  /** Show the "Recommended" heading. */
  heading?: boolean
}

function Card({ post }: { post: PostLink }) {
  return (
    <li>
      <SiteLink
        href={post.href}
        className="group flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white transition hover:shadow-md dark:border-neutral-700 dark:bg-neutral-900"
      >
        {post.pageCoverThumbnail ? (
          // Notion-proxied covers of any size: a plain img keeps the ISR page static.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={post.pageCoverThumbnail}
            alt=""
            loading="lazy"
            className="h-20 w-full object-cover"
          />
        ) : (
          <span
            aria-hidden
            className="block h-20 w-full bg-gradient-to-br from-indigo-200 to-sky-100 dark:from-indigo-900 dark:to-sky-950"
          />
        )}
        <span className="line-clamp-2 p-2 text-sm font-medium text-gray-800 group-hover:text-indigo-600 dark:text-neutral-100 dark:group-hover:text-indigo-300">
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
        {posts.map((post) => (
          <Card key={post.id} post={post} />
        ))}
      </ul>
    </section>
  )
}
