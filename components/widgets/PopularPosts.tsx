// The "most read" widget: the posts with the most views of the last 30 days by Folio's own
// counter, each a title link with its view count, in the page's language. Nothing when the
// counter is off (or in a static export), and nothing until the list has come: its code
// (PopularPostsList.tsx) is loaded in the browser only where the counter is on.
import dynamic from 'next/dynamic'
import { readershipOn } from '@/components/plugins/counter/counts-source'
import { useSite } from '@/components/site/SiteContext'
import type { PopularPostsProps } from './PopularPostsList'

export type { PopularPostsPart } from './PopularPostsList'

const LazyPopularPosts = dynamic(() => import('./PopularPostsList').then((m) => m.PopularPostsList), { ssr: false })

export function PopularPosts(props: PopularPostsProps) {
  return readershipOn(useSite().plugins) ? <LazyPopularPosts {...props} /> : null
}
