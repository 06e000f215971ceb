// The photos of a list page, centred rows under month headings (a heading takes a whole row
// where a new month starts), in the site's paging or infinite scroll (PostFeed); the viewer shows the
// page's pictures full size, one after the other.
import { useState } from 'react'
import { PostFeed } from '@/components/lists/PostFeed'
import { Lightbox, type LightboxImage } from '@/components/sections/media/Lightbox'
import { monthHeadings } from '@/components/sections/post-groups/group-by-month'
import type { ListedPost, Pagination } from '@/themes/contract'
import { usePhotoConfig } from '../usePhotoConfig'
import { PhotoCard } from './PhotoCard'

const pictureOf = (post: ListedPost): LightboxImage => ({ src: post.pageCover || post.pageCoverThumbnail, alt: post.title })

/** The pager under the list, and under the archive (layouts/LayoutArchive.tsx). */
export const PAGER_LOOK = {
  pagination: 'mt-14 flex justify-center gap-2 text-sm',
  paginationLink: 'px-3 py-1 text-neutral-500 hover:text-neutral-950 dark:text-neutral-400 dark:hover:text-white',
  paginationCurrent: 'px-3 py-1 text-neutral-950 underline underline-offset-4 dark:text-white',
}

export function PhotoGallery({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  const { PHOTO_LIGHTBOX } = usePhotoConfig()
  const [viewer, setViewer] = useState<{ images: LightboxImage[]; index: number | null }>({ images: [], index: null })
  const withPictures = posts.filter((post) => post.pageCoverThumbnail)
  // A post of a later scrolled-in page is not among this page's pictures: it opens alone.
  const view = (post: ListedPost) => {
    const at = withPictures.findIndex((p) => p.id === post.id)
    setViewer(at >= 0 ? { images: withPictures.map(pictureOf), index: at } : { images: [pictureOf(post)], index: 0 })
  }
  const heading = monthHeadings()
  return (
    <>
      <PostFeed
        posts={posts}
        pagination={pagination}
        classNames={{
          list: 'flex flex-wrap justify-center gap-x-8 gap-y-10',
          ...PAGER_LOOK,
          empty: 'py-20 text-center text-neutral-500',
        }}
        renderPost={(post, index) => {
          const month = heading(post, index)
          return (
            <>
              {month ? (
                <h2 className="-mb-4 flex basis-full items-center gap-4 pt-4 text-sm font-light tracking-[0.3em] text-neutral-500 tabular-nums first:pt-0 before:h-px before:flex-1 before:bg-neutral-200 after:h-px after:flex-1 after:bg-neutral-200 dark:text-neutral-400 dark:before:bg-neutral-800 dark:after:bg-neutral-800">
                  {month}
                </h2>
              ) : null}
              <PhotoCard post={post} eager={index === 0} onView={PHOTO_LIGHTBOX ? () => view(post) : undefined} />
            </>
          )
        }}
      />
      <Lightbox
        images={viewer.images}
        index={viewer.index}
        onIndexChange={(index) => setViewer((v) => ({ ...v, index }))}
        onClose={() => setViewer((v) => ({ ...v, index: null }))}
      />
    </>
  )
}
