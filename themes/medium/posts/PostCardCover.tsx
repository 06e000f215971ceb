// The cover of a post card, linking to the post.
import { SiteLink } from '@/components/navigation/SiteLink'
import type { PostSummary } from '@/lib/site/types'

interface Props {
  post: PostSummary
  src: string
  eager?: boolean
}

export function PostCardCover({ post, src, eager = false }: Props) {
  return (
    <SiteLink
      href={post.href}
      tabIndex={-1}
      aria-hidden="true"
      className="block overflow-hidden rounded-md bg-neutral-100 dark:bg-neutral-800"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- covers are mapped through the Notion image proxy already */}
      <img
        data-testid="medium-post-cover"
        src={src}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className="aspect-[2/1] w-full object-cover transition-transform duration-500 hover:scale-[1.02]"
      />
    </SiteLink>
  )
}
