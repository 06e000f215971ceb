// The home page: on the first page (while PHOTO_HOME_WIDGETS is on) the carousel with the notice
// under it, then the photos grouped by month.
import { HomeWidgets, useHomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { PhotoCarousel } from '../posts/PhotoCarousel'
import { PhotoGallery } from '../posts/PhotoGallery'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  const widgets = useHomeWidgets({ home, pagination })
  return (
    <>
      {widgets ? <PhotoCarousel recommended={widgets.recommended} posts={posts} /> : null}
      <HomeWidgets
        home={home}
        pagination={pagination}
        posts={posts}
        hero={false}
        heroBrand={false}
        classNames={{ root: 'mt-10 mb-14', notice: 'mx-auto w-full max-w-xl border-y border-neutral-200 px-2 py-2 text-sm text-neutral-600 dark:border-neutral-800 dark:text-neutral-300' }}
      />
      <PhotoGallery posts={posts} pagination={pagination} />
    </>
  )
}
