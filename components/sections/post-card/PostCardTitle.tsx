// A list card's title with its icon, linking to the post.
import { part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { PostTitle } from '@/components/post/PostTitle'
import type { ListedPost } from '@/lib/routes/types'

export type PostCardTitlePart = 'root' | 'link'

interface Props {
  post: Pick<ListedPost, 'href' | 'title' | 'pageIcon'>
  as?: 'h2' | 'h3' | 'p'
  classNames?: ClassNames<PostCardTitlePart>
}

export function PostCardTitle({ post, as: Heading = 'h2', classNames: c = {} }: Props) {
  return (
    <Heading className={part('break-words', 'text-xl font-semibold text-neutral-900 dark:text-neutral-100', c.root)}>
      <SiteLink href={post.href} className={c.link ?? 'hover:underline'}>
        <PostTitle post={post} />
      </SiteLink>
    </Heading>
  )
}
