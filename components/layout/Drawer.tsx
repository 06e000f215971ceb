// A side drawer (w-72) over a dimmed overlay, for menus on small screens. Stays mounted so it
// can slide; while closed it is inert and invisible (off screen only, its shadow would still
// show along the window's edge). Closes on Escape, on a click on the overlay, and on route
// change; locks the page's scroll and manages focus while open.
// Once the page has hydrated it lives in a portal on <body>: a bar with a backdrop filter or a
// transform becomes the containing block of `fixed` children, which would shrink the panel to
// the bar's height (e2e/themes/menu-drawer.spec.ts).
import { useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useMounted } from '@/components/plugins/useMounted'
import { cx, part, type ClassNames } from '@/components/kit/class-names'
import { Close } from '@/components/icons'
import { useT } from '@/lib/i18n/react'
import { useDialogBehaviour } from './useDialogBehaviour'

/** `root`: the panel (its width and position are fixed: w-72, full height); `overlay`: the dimmed backdrop. */
export type DrawerPart = 'root' | 'overlay'

interface DrawerProps {
  open: boolean
  onClose: () => void
  side?: 'left' | 'right'
  classNames?: ClassNames<DrawerPart>
  /** The panel's id, for the opening button's aria-controls. */
  id?: string
  /** Accessible name of the dialog; defaults to the dictionary's "Menu". */
  label?: string
  /** A close button at the top of the panel (on by default). */
  showClose?: boolean
  children: ReactNode
}

const PANEL_LOOK = 'bg-white p-4 text-gray-800 shadow-xl dark:bg-neutral-900 dark:text-neutral-100'

export function Drawer({ id, open, onClose, side = 'left', classNames: c = {}, label, showClose = true, children }: DrawerProps) {
  const { t } = useT()
  const panel = useRef<HTMLDivElement>(null)
  const trapTab = useDialogBehaviour(open, onClose, panel)
  const mounted = useMounted()
  const edge = side === 'left' ? 'left-0' : 'right-0'
  const away = side === 'left' ? '-translate-x-full' : 'translate-x-full'
  // Visibility transitions with the slide, so a closing panel is hidden only once it is out.
  const panelStructure = cx(
    'fixed inset-y-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto transition-[translate,visibility] duration-300',
    edge,
    open ? 'translate-x-0' : `${away} invisible`,
  )
  const drawer = (
    <>
      {open ? (
        <div
          aria-hidden="true"
          onClick={onClose}
          className={part('fixed inset-0 z-40', 'bg-black/40', c.overlay)}
          data-drawer-overlay=""
        />
      ) : null}
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={label ?? t.common.menu}
        aria-hidden={open ? undefined : true}
        inert={!open}
        tabIndex={-1}
        onKeyDown={trapTab}
        className={part(panelStructure, PANEL_LOOK, c.root)}
      >
        {showClose ? (
          <button
            type="button"
            onClick={onClose}
            aria-label={t.nav.closeMenu}
            className="mb-2 self-end rounded p-1 opacity-70 hover:opacity-100"
          >
            <Close className="h-5 w-5" />
          </button>
        ) : null}
        {children}
      </div>
    </>
  )
  return mounted ? createPortal(drawer, document.body) : drawer
}
