// The floating buttons a frame stacks in a corner, in one order: dark mode, the theme's extras
// (a theme switcher), the contents (hidden on wide screens where the side card shows them), to
// the comments (articles whose comments show), back to the top (<THEME>_WIDGET_TO_TOP), then
// the theme's last ones (to the bottom). The stack rises above a bar while its contents drawer
// is open (the drawer lives inside the stack).
import type { HTMLAttributes, ReactNode } from 'react'
import { DarkModeToggle } from '@/components/appearance/DarkModeToggle'
import { ListTree } from '@/components/icons'
import { cx, type ClassNames } from '@/components/kit/class-names'
import { mobileTocOf } from '@/components/sections/frame-rules'
import { sideTocOf } from '@/components/sections/TocCard'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { TableOfContentsPart } from '@/components/toc/TableOfContents'
import type { FramePage } from '@/themes/contract'
import { ToCommentsButton } from './ToCommentsButton'

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'children'> {
  page: FramePage
  /** `root`: the stack's place and direction; `button`: every button; `icon`; `panel`: the contents drawer. */
  classNames: { root: string; button: string; icon: string; panel: string }
  toc?: ClassNames<TableOfContentsPart>
  headerOffset: number
  /** The breakpoint from which the side card shows the contents: the button hides there. */
  sideCardFrom: 'lg' | 'xl'
  toTopAfter: number
  afterDarkMode?: ReactNode
  last?: ReactNode
}

export function FloatingActions({ page, classNames: c, toc, headerOffset, sideCardFrom, toTopAfter, afterDarkMode, last, ...rest }: Props) {
  const besideCard = sideTocOf(page) !== null
  return (
    <div {...rest} className={cx(c.root, 'has-[[data-drawer-overlay]]:z-50')}>
      <DarkModeToggle classNames={{ root: c.button, icon: c.icon }} />
      {afterDarkMode}
      <FloatingToc
        toc={mobileTocOf(page)}
        tocProps={{ headerOffset }}
        classNames={{ panel: c.panel }}
        tocClassNames={toc}
        trigger={(props) => (
          <button {...props} className={cx(c.button, besideCard && (sideCardFrom === 'lg' ? 'lg:hidden' : 'xl:hidden'))}>
            <ListTree className={c.icon} />
          </button>
        )}
      />
      <ToCommentsButton post={page.article?.post ?? null} className={c.button} />
      <ToTopButton showAfter={toTopAfter} className={c.button} />
      {last}
    </div>
  )
}
