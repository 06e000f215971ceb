// The site's own right-click menu (on by default; RIGHT_CLICK_MENU_* settings): theme switch,
// dark mode, copy link, random post, categories, tags. Loaded by RightClickMenu.tsx when the
// browser is idle or at the first right-click (`opening`: where that click was).
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'
import { menuPosition, type Point } from './menu-position'
import { useContextMenu } from './useContextMenu'
import { useMenuActions, type MenuAction } from './useMenuActions'
import { useStatusMessage } from './useStatusMessage'

export type RightClickMenuPart = 'root' | 'item'

interface Props {
  classNames?: ClassNames<RightClickMenuPart>
  /** Open here: the right-click that loaded the menu, or one caught while it was loading. */
  opening?: Point | null
  /** Called once the menu listens to right-clicks itself. */
  onReady?: () => void
}

/** Arrow keys move between entries, as in a native menu. */
function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
  event.preventDefault()
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')]
  const index = items.indexOf(document.activeElement as HTMLElement)
  const step = event.key === 'ArrowDown' ? 1 : -1
  items[(index + step + items.length) % items.length]?.focus()
}

export function RightClickMenuPanel({ classNames: c = {}, opening = null, onReady }: Props) {
  const { t } = useT()
  const menuRef = useRef<HTMLDivElement>(null)
  const status = useStatusMessage()
  const { enabled, actions } = useMenuActions((ok) =>
    status.show(ok ? t.share.linkCopied : t.common.copyFailed),
  )
  const { at, close } = useContextMenu(enabled && actions.length > 0, menuRef, opening)
  const [place, setPlace] = useState<Point | null>(null)
  // After useContextMenu's listener is attached (effects run in order).
  useEffect(() => onReady?.(), [onReady])

  useLayoutEffect(() => {
    const menu = menuRef.current
    if (!at || !menu) return setPlace(null)
    const box = menu.getBoundingClientRect()
    setPlace(menuPosition(at, box, { width: window.innerWidth, height: window.innerHeight }))
    menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
  }, [at])

  const run = (action: MenuAction) => {
    close()
    void action.run()
  }

  return (
    <>
      {at ? (
        <div
          ref={menuRef}
          role="menu"
          aria-label={t.menu.title}
          data-right-click-menu=""
          onKeyDown={onMenuKeyDown}
          style={{
            left: (place ?? at).x,
            top: (place ?? at).y,
            visibility: place ? 'visible' : 'hidden',
          }}
          className={part(
            'fixed z-[70]',
            'w-48 rounded-xl border border-gray-200 bg-white/95 p-1 text-sm text-gray-800 shadow-xl backdrop-blur dark:border-neutral-700 dark:bg-neutral-900/95 dark:text-neutral-100',
            c.root,
          )}
        >
          {actions.map((action) => (
            <button
              key={action.id}
              type="button"
              role="menuitem"
              data-menu-item={action.id}
              onClick={() => run(action)}
              className={part(
                'flex w-full items-center text-left',
                'gap-2 rounded-lg px-3 py-2 hover:bg-indigo-50 focus:bg-indigo-50 focus:outline-none dark:hover:bg-neutral-800 dark:focus:bg-neutral-800',
                c.item,
              )}
            >
              <action.Icon className="h-4 w-4 shrink-0 opacity-70" />
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
      <div
        role="status"
        aria-live="polite"
        className={
          status.text
            ? 'fixed bottom-6 left-1/2 z-[70] -translate-x-1/2 rounded-full bg-gray-900 px-4 py-2 text-sm text-white shadow-lg dark:bg-neutral-100 dark:text-neutral-900'
            : 'sr-only'
        }
      >
        {status.text}
      </div>
    </>
  )
}
