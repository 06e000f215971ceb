// The cards of a list, with the in-feed ad (ADSENSE_SLOT_FLOW) after every FLOW_AD_EVERY cards.
// Ads render nothing unless configured.
import { Fragment, type ReactNode } from 'react'
import type { ClassNames } from '@/components/kit/class-names'
import { AdPlacement, flowAdAfter } from '@/components/widgets/AdPlacement'
import type { ListedPost } from '@/lib/routes/types'
import { PostPreviewItem } from './PostPreviewItem'

interface Props {
  posts: readonly ListedPost[]
  renderPost?: (post: ListedPost, index: number) => ReactNode
  classNames?: ClassNames<PostItemsPart>
}

/** `ad`: the in-feed ad's box. */
export type PostItemsPart = 'ad'

export function PostItems({ posts, renderPost, classNames: c = {} }: Props) {
  return posts.map((post, index) => (
    <Fragment key={post.id}>
      {renderPost ? renderPost(post, index) : <PostPreviewItem post={post} />}
      {flowAdAfter(index, posts.length) ? (
        <AdPlacement kind="flow" className={c.ad} />
      ) : null}
    </Fragment>
  ))
}
