// One photo: its picture box (PhotoFrame), the pin mark (when pinned), the title and the month
// centred under it, and, when the viewer is on and there is a picture, a small button that
// opens it full size.
import { PinMark } from '@/components/post/PinMark'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import { monthOf } from '@/components/sections/post-groups/group-by-month'
import { useT } from '@/lib/i18n/react'
import type { ListedPost } from '@/themes/contract'
import { Expand } from '../frame/icons'
import { PhotoFrame } from './PhotoFrame'

interface Props {
  post: ListedPost
  eager: boolean
  /** Opens the post's picture in the viewer; absent when the viewer is off. */
  onView?: () => void
}

export function PhotoCard({ post, eager, onView }: Props) {
  const { t } = useT()
  return (
    <figure data-photo-card="" className="group flex w-full min-w-0 flex-col items-center gap-2 sm:w-[calc((100%-2rem)/2)] lg:w-[calc((100%-4rem)/3)]">
      <div className="relative w-full">
        <PhotoFrame post={post} eager={eager} />
        {onView && post.pageCoverThumbnail ? (
          <button
            type="button"
            aria-label={t.common.viewFullSize}
            title={t.common.viewFullSize}
            onClick={onView}
            className="absolute top-2 right-2 rounded-full bg-black/45 p-2 text-white opacity-100 transition-opacity hover:bg-black/70 focus-visible:opacity-100 sm:opacity-0 sm:group-hover:opacity-100"
          >
            <Expand className="h-4 w-4" />
          </button>
        ) : null}
      </div>
      <figcaption className="flex max-w-full flex-col items-center gap-0.5 px-2 text-center">
        <PinMark post={post} classNames={{ root: 'text-xs tracking-[0.2em] text-neutral-500 uppercase dark:text-neutral-400' }} />
        <PostCardTitle
          post={post}
          as="h3"
          classNames={{ root: 'text-base font-normal text-neutral-600 dark:text-neutral-300', link: 'hover:text-neutral-950 dark:hover:text-white' }}
        />
        <time dateTime={post.publishDay} className="text-xs tracking-wide text-neutral-500 tabular-nums dark:text-neutral-400">
          {monthOf(post)}
        </time>
      </figcaption>
    </figure>
  )
}
