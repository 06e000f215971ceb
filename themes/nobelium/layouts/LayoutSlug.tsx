// Articles and pages in the narrow column: a bold title, a small grey line of date and tags,
// the author, then the shared Article's body and parts (lock screen, chips, share bar,
// previous/next, related posts, comments), with the Reward button (NOBELIUM_REWARD_QR_CODE)
// under the body.
import { Article } from '@/components/sections/article/Article'
import { RewardButton } from '@/components/sections/article/RewardButton'
import type { LayoutDataMap } from '@/themes/contract'
import { MUTED } from '../frame/look'
import { useNobeliumConfig } from '../useNobeliumConfig'

const PILL = 'rounded-full border border-neutral-200 px-2.5 py-0.5 text-xs text-neutral-600 hover:border-neutral-400 dark:border-neutral-700 dark:text-neutral-300'
const RULE = 'border-t border-neutral-200 pt-6 dark:border-neutral-800'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  const { NOBELIUM_REWARD_QR_CODE } = useNobeliumConfig()
  return (
    <Article
      {...props}
      classNames={{
        root: '[&_pre]:overflow-x-auto',
        progressBar: 'bg-neutral-900 dark:bg-neutral-100',
        comments: `mt-14 ${RULE}`,
      }}
      header={{
        root: 'mb-10',
        title: 'text-3xl leading-tight font-bold text-black md:text-[2rem] dark:text-white',
        meta: `mt-5 gap-x-2 gap-y-2 text-sm ${MUTED}`,
        separator: 'text-neutral-300 dark:text-neutral-600',
        tag: PILL,
        byline: `mt-3 gap-x-4 gap-y-1 text-sm ${MUTED}`,
        author: 'inline-flex items-center gap-2 [&_img]:h-6 [&_img]:w-6 [&_img]:rounded-full hover:text-black dark:hover:text-white',
      }}
      slots={{
        afterBody: (
          <RewardButton
            post={props.post}
            codes={NOBELIUM_REWARD_QR_CODE}
            classNames={{
              root: 'my-12 gap-4',
              button: `gap-2 rounded-full border border-neutral-300 px-5 py-1.5 text-sm text-neutral-700 hover:border-neutral-900 hover:text-black dark:border-neutral-600 dark:text-neutral-300 dark:hover:border-neutral-300 dark:hover:text-white`,
              image: 'h-44 w-44 rounded-lg border border-neutral-200 bg-white object-contain p-2 dark:border-neutral-700',
              hint: `text-sm ${MUTED}`,
            }}
          />
        ),
      }}
      chips={{ root: 'mt-10 gap-2 text-sm', category: PILL, tag: PILL }}
      neighbours={{
        root: `mt-10 gap-4 text-sm ${RULE}`,
        link: 'flex flex-col gap-1 text-neutral-700 hover:text-black dark:text-neutral-300 dark:hover:text-white',
      }}
      relatedCovers={false}
      relatedPosts={{
        root: `mt-10 ${RULE}`,
        heading: 'mb-4 text-sm font-semibold tracking-wide text-neutral-900 uppercase dark:text-neutral-100',
        list: 'grid-cols-1 gap-2 sm:grid-cols-2',
        title: 'text-[15px] text-neutral-700 hover:text-black dark:text-neutral-300 dark:hover:text-white',
      }}
    />
  )
}
