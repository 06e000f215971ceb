// The picture box of a photo card, always 4:3 so the grid never shifts while pictures load:
// the cover (per PHOTO_POST_LIST_COVER), else a quiet box with a camera and the post's icon.
import { SiteLink } from '@/components/navigation/SiteLink'
import { PostCardCover, usesListCover } from '@/components/sections/post-card/PostCardCover'
import { useSharedThemeSettings } from '@/components/site/useSharedThemeSettings'
import type { ListedPost } from '@/themes/contract'
import { Camera } from '../frame/icons'

const BOX = 'aspect-[4/3] w-full bg-neutral-100 dark:bg-neutral-900'

export function PhotoFrame({ post, eager }: { post: ListedPost; eager: boolean }) {
  const { postList } = useSharedThemeSettings()
  if (usesListCover(post, postList.cover)) {
    return (
      <PostCardCover
        post={post}
        eager={eager}
        classNames={{ root: BOX, image: 'object-cover transition-transform duration-700 group-hover:scale-[1.03]' }}
      />
    )
  }
  return (
    <SiteLink
      href={post.href}
      tabIndex={-1}
      aria-hidden="true"
      data-photo-placeholder=""
      className={`${BOX} flex items-center justify-center text-neutral-300 dark:text-neutral-700`}
    >
      <Camera className="h-12 w-12" />
    </SiteLink>
  )
}
