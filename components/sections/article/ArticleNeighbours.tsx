// Previous and next posts: only between posts, never on pages (type Page).
import { part, type ClassNames } from '@/components/kit/class-names'
import { PrevNextLinks } from '@/components/post/PrevNextLinks'
import type { PostLink } from '@/lib/routes/types'
import type { PostDetail } from '@/lib/site/types'

export type ArticleNeighboursPart = 'root' | 'link'

interface Props {
  post: Pick<PostDetail, 'type'>
  prev: PostLink | null
  next: PostLink | null
  classNames?: ClassNames<ArticleNeighboursPart>
}

export const showsNeighbours = (post: Pick<PostDetail, 'type'>): boolean => post.type === 'Post'

export function ArticleNeighbours({ post, prev, next, classNames: c = {} }: Props) {
  if (!showsNeighbours(post) || (!prev && !next)) return null
  return (
    <PrevNextLinks
      prev={prev}
      next={next}
      classNames={{
        root: part('grid sm:grid-cols-2', 'mt-12 gap-4 border-t border-neutral-200 pt-6 dark:border-neutral-800', c.root),
        link: c.link,
      }}
    />
  )
}
