// The end of the page: the latest posts (the blog inside the site), the call to action on a
// dark band, the newsletter sign-up.
import type { ListedPost } from '@/themes/contract'
import { BlogSection } from '@/components/sections/site/BlogSection'
import { SiteCallToAction } from '@/components/sections/site/SiteCallToAction'
import { SubscribeForm } from '@/components/sections/site/forms/SubscribeForm'
import { BLUE_BUTTON } from '../frame/look'
import { PostTile } from '../posts/PostTile'
import { GREY_BAND, HEADING } from './look'

export function LandingClosing({ posts }: { posts: ListedPost[] }) {
  return (
    <>
      <BlogSection
        posts={posts}
        renderPost={(post) => <PostTile post={post} />}
        heading={HEADING}
        classNames={{ root: `${GREY_BAND} px-5 py-20 sm:py-24`, grid: 'max-w-6xl gap-8 sm:grid-cols-2 lg:grid-cols-3', more: 'font-semibold text-blue-600 hover:underline dark:text-blue-400' }}
      />
      <SiteCallToAction
        classNames={{
          root: 'bg-neutral-900 px-5 py-20 text-white sm:py-24 dark:border-y dark:border-neutral-800',
          inner: 'max-w-3xl gap-6',
          title: 'text-3xl font-extrabold tracking-tight sm:text-4xl',
          text: 'text-lg text-neutral-300',
          note: 'text-sm text-neutral-400',
        }}
        buttons={{ root: 'justify-center gap-4', primary: BLUE_BUTTON, secondary: 'rounded-lg px-7 py-3 font-semibold text-white ring-1 ring-white/30 hover:bg-white/10' }}
      />
      <SubscribeForm
        heading={HEADING}
        classNames={{
          root: 'px-5 py-20 sm:py-24',
          form: 'max-w-lg gap-2',
          input: 'rounded-lg border border-neutral-300 bg-white px-4 py-3 dark:border-neutral-700 dark:bg-neutral-900',
          button: `${BLUE_BUTTON} py-3`,
        }}
      />
    </>
  )
}
