// The round white buttons at the bottom corners: an article's contents (left) and back to top
// (right, COMMERCE_WIDGET_TO_TOP).
import { mobileTocOf } from '@/components/sections/frame-rules'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { FramePage } from '@/themes/contract'

const ROUND =
  'fixed bottom-6 z-30 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-neutral-800 shadow-lg ring-1 ring-neutral-200 hover:text-[var(--folio-accent)] dark:bg-neutral-800 dark:text-neutral-100 dark:ring-neutral-700'

export function FloatingButtons({ page }: { page: FramePage }) {
  const toc = mobileTocOf(page)
  return (
    <>
      <FloatingToc toc={toc} classNames={{ button: `left-6 ${ROUND}`, panel: 'bg-white p-5 dark:bg-neutral-900' }} tocClassNames={{ active: 'font-semibold !text-[var(--folio-accent)]' }} />
      <ToTopButton showAfter={500} className={`right-6 ${ROUND}`} />
    </>
  )
}
