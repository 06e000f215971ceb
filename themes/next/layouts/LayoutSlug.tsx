// Articles and pages in the frame's white box: the shared Article (every rule: lock screen,
// chips, prev/next for posts, share bar, comments…) with a centred header, and the reward
// button under the body when NEXT_REWARD_QR_CODES holds pictures.
import { Article } from '@/components/sections/article/Article'
import { RewardButton } from '@/components/sections/article/RewardButton'
import type { LayoutDataMap } from '@/themes/contract'
import { DARK_BUTTON, QUIET_LINK } from '../frame/look'
import { useNextConfig } from '../useNextConfig'

const RULED = 'border-t border-dashed border-neutral-200 dark:border-neutral-700'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  const { NEXT_REWARD_QR_CODES } = useNextConfig()
  return (
    <Article
      {...props}
      classNames={{ progress: 'h-[3px] [&>div]:bg-(--folio-accent)', comments: `mt-12 pt-8 ${RULED}` }}
      header={{
        root: 'mb-10 text-center',
        title: 'text-[1.65rem] leading-snug font-normal text-[#222] md:text-3xl dark:text-neutral-100',
        meta: 'mt-4 justify-center gap-x-2 gap-y-1 text-[13px] text-[#737373] dark:text-neutral-400 [&_a:hover]:text-(--folio-accent)',
        byline: 'mt-2 justify-center gap-x-4 gap-y-1 text-[13px] [&>span]:justify-center text-[#737373] dark:text-neutral-400',
        author: 'inline-flex items-center gap-1 hover:text-(--folio-accent)',
      }}
      slots={{
        afterBody: (
          <RewardButton
            post={props.post}
            codes={NEXT_REWARD_QR_CODES}
            classNames={{ button: `${DARK_BUTTON} rounded-sm px-6 py-2 text-sm`, image: 'h-40 w-40 rounded-sm bg-white object-contain p-1 shadow' }}
          />
        ),
      }}
      chips={{ root: `mt-10 gap-2 text-sm`, category: `rounded-sm bg-[#f5f5f5] px-3 py-1 dark:bg-white/10 ${QUIET_LINK}` }}
      neighbours={{ root: `mt-10 gap-4 pt-6 text-sm ${RULED}`, link: `flex flex-col gap-1 ${QUIET_LINK}` }}
      relatedPosts={{
        root: `mt-10 pt-6 ${RULED}`,
        heading: 'mb-4 text-base text-[#222] dark:text-neutral-100',
        list: 'grid-cols-2 gap-4 md:grid-cols-3',
        cover: 'aspect-[16/9] rounded-sm',
        title: `line-clamp-2 text-sm ${QUIET_LINK}`,
      }}
    />
  )
}
