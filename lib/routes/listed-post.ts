// A post as a list page's data carries it: the summary without what no card, post modal or
// list script reads (ListedPostLeftOut). Every list card on every theme is typed by ListedPost,
// so a card that starts showing one of these fields fails to type-check until it is kept here.
import type { PostSummary } from '@/lib/site/types'
import type { ListedPost, ListedPostLeftOut } from './types'

const LEFT_OUT = {
  slug: true,
  status: true,
  date: true,
  lastEditedDate: true,
  lastEditedDay: true,
  icon: true,
  fullWidth: true,
} as const satisfies Record<ListedPostLeftOut, true>

export function toListedPost(post: PostSummary & Pick<ListedPost, 'preview' | 'pinned'>): ListedPost {
  const listed: Partial<PostSummary> & Pick<ListedPost, 'preview' | 'pinned'> = { ...post }
  for (const key of Object.keys(LEFT_OUT) as ListedPostLeftOut[]) delete listed[key]
  return listed as ListedPost
}
