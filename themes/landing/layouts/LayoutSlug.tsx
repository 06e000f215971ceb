// Articles and pages: the shared Article carries every rule (lock screen, chips, prev/next for
// posts, share bar, comments…); the theme gives it a look.
import { Article } from '@/components/sections/article/Article'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { LayoutDataMap } from '@/themes/contract'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return (
    <>
      <Article {...props} />
      <FloatingToc toc={props.post.toc} classNames={{ button: 'fixed bottom-5 left-5 z-30 rounded-full bg-white p-2.5 shadow lg:hidden dark:bg-neutral-800' }} />
    </>
  )
}
