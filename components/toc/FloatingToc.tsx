// The contents panel of small screens: a button that opens the table of contents in a side
// drawer; choosing a heading closes it. Nothing when there are no entries. By default the
// button floats (a round button in a corner); a theme that wants it elsewhere, e.g. in its own
// bottom bar, renders it with `trigger` and spreads the given props on its button.
import { useState, type ComponentProps, type ReactNode } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { ListTree } from '@/components/icons'
import { Drawer } from '@/components/layout/Drawer'
import { useT } from '@/lib/i18n/react'
import type { TocEntry } from '@/lib/site/types'
import { TableOfContents, type TableOfContentsPart } from './TableOfContents'

/** `button`: the floating button (its place is part of the look); `panel`: the drawer panel. */
export type FloatingTocPart = 'button' | 'panel'

/** What the theme's own button needs: spread them on a <button>. */
export interface TocTriggerProps {
  type: 'button'
  'aria-label': string
  title: string
  'aria-expanded': boolean
  onClick: () => void
}

type TocOptions = Omit<ComponentProps<typeof TableOfContents>, 'toc' | 'onNavigate' | 'classNames'>

interface Props {
  toc: TocEntry[]
  classNames?: ClassNames<FloatingTocPart>
  /** The look of the list in the panel. */
  tocClassNames?: ClassNames<TableOfContentsPart>
  tocProps?: TocOptions
  /** Renders the opening button instead of the floating one. */
  trigger?: (props: TocTriggerProps) => ReactNode
}

const BUTTON_LOOK =
  'bottom-6 left-6 inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-gray-700 shadow-md ring-1 ring-gray-200 hover:text-black dark:bg-neutral-800 dark:text-neutral-200 dark:ring-neutral-700 dark:hover:text-white'

export function FloatingToc({ toc, classNames: c = {}, tocClassNames, tocProps, trigger }: Props) {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  if (toc.length === 0) return null
  const buttonProps: TocTriggerProps = {
    type: 'button',
    'aria-label': t.toc.show,
    title: t.toc.show,
    'aria-expanded': open,
    onClick: () => setOpen(true),
  }
  return (
    <>
      {trigger ? (
        trigger(buttonProps)
      ) : (
        <button
          {...buttonProps}
          data-testid="floating-toc-button"
          className={part('fixed z-30', BUTTON_LOOK, c.button)}
        >
          <ListTree className="h-5 w-5" />
        </button>
      )}
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        label={t.toc.title}
        classNames={{ root: c.panel }}
      >
        <TableOfContents
          toc={toc}
          onNavigate={() => setOpen(false)}
          classNames={tocClassNames}
          {...tocProps}
        />
      </Drawer>
    </>
  )
}
