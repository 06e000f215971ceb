// Articles and pages: the shared Article (lock screen, chips, prev/next for posts, share bar,
// comments); its title and meta line are in the frame's band.
import { Article } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return (
    <Article
      {...props}
      header={false}
      classNames={{ root: 'mx-auto max-w-4xl text-[17px] leading-relaxed [&_pre]:overflow-x-auto', progressBar: 'bg-[#3758f9]' }}
      chips={{ root: 'mt-10 gap-2 text-sm', category: 'rounded-md bg-[#3758f9] px-3 py-1 font-medium text-white' }}
      neighbours={{ root: 'mt-12 gap-4 border-t border-neutral-200 pt-6 text-sm font-semibold dark:border-neutral-800' }}
    />
  )
}
