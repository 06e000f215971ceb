// The floating contents panel of small screens: a round button that opens the table of
// contents in a side drawer; choosing a heading closes it. Nothing when there are no entries.
import { useState, type ComponentProps } from 'react'
import { ListTree } from '@/components/icons'
import { Drawer } from '@/components/layout/Drawer'
import { useT } from '@/lib/i18n/react'
import type { TocEntry } from '@/lib/site/types'
import { TableOfContents } from './TableOfContents'

type TocLook = Omit<ComponentProps<typeof TableOfContents>, 'toc' | 'onNavigate'>

interface Props {
  toc: TocEntry[]
  /** Position and look of the button, e.g. `fixed bottom-6 left-6 lg:hidden`. */
  buttonClassName?: string
  /** The drawer panel's colours and padding. */
  panelClassName?: string
  tocProps?: TocLook
}

const PANEL = 'bg-white p-4 text-gray-800 dark:bg-neutral-900 dark:text-neutral-100'
const BUTTON =
  'fixed bottom-6 left-6 z-30 inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-gray-700 shadow-md ring-1 ring-gray-200 hover:text-black dark:bg-neutral-800 dark:text-neutral-200 dark:ring-neutral-700 dark:hover:text-white'

export function FloatingToc({ toc, buttonClassName, panelClassName, tocProps }: Props) {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  if (toc.length === 0) return null
  return (
    <>
      <button
        type="button"
        aria-label={t.toc.show}
        title={t.toc.show}
        aria-expanded={open}
        data-testid="floating-toc-button"
        onClick={() => setOpen(true)}
        className={buttonClassName ?? BUTTON}
      >
        <ListTree className="h-5 w-5" />
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        label={t.toc.title}
        // Closed, the panel is also invisible: off screen its shadow would show along the edge.
        className={`${panelClassName ?? PANEL} ${open ? '' : 'invisible'}`}
      >
        <TableOfContents toc={toc} onNavigate={() => setOpen(false)} {...tocProps} />
      </Drawer>
    </>
  )
}
