// Between the phone's bottom bar (md) and the right panel (xl), or wherever a full-width post
// has no panel: a floating button that opens the contents in a drawer.
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { FrameArticle } from '@/themes/contract'
import { tocClassNames, TOC_HEADER_OFFSET } from '../panel/toc-style'
import { drawerPanelClass } from './drawer-style'

const BUTTON =
  'fixed right-6 bottom-20 z-20 hidden rounded-full border border-neutral-200 bg-white p-2.5 text-neutral-600 shadow-md hover:text-neutral-950 md:flex dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-300 dark:hover:text-white'

export function ContentsButton({ article }: { article: FrameArticle }) {
  return (
    <FloatingToc
      toc={article.toc}
      classNames={{ button: `${BUTTON} ${article.fullWidth ? '' : 'xl:hidden'}`, panel: drawerPanelClass }}
      tocClassNames={tocClassNames}
      tocProps={{ headerOffset: TOC_HEADER_OFFSET }}
    />
  )
}
