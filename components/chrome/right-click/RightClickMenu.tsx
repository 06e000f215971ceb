// The right-click menu as every page places it: a small listener, with the menu itself loaded
// when the browser is idle, or at once by the first right-click (which it then opens at), so
// the menu's code is never part of a page's first load.
import dynamic from 'next/dynamic'
import { useCallback, useEffect, useState } from 'react'
import type { ClassNames } from '@/components/kit/class-names'
import { usePageContext } from '@/components/site/SiteContext'
import { DEFAULT_RIGHT_CLICK_MENU, usableMenuItems } from '@/lib/home/right-click-menu'
import { keepsNativeMenu } from './keep-native-menu'
import type { Point } from './menu-position'
import type { RightClickMenuPart } from './RightClickMenuPanel'

export type { RightClickMenuPart }

const Panel = dynamic(() => import('./RightClickMenuPanel').then((m) => m.RightClickMenuPanel), { ssr: false })

/** Whether the menu would have any entry (else the browser's own menu is left alone). */
function useMenuWanted(): boolean {
  const { chrome } = usePageContext()
  const options = chrome.rightClickMenu ?? DEFAULT_RIGHT_CLICK_MENU
  const items = usableMenuItems(options.items, { themeCount: chrome.themes.length, randomPoolSize: chrome.postCount })
  return options.enabled && items.length > 0
}

export function RightClickMenu({ classNames }: { classNames?: ClassNames<RightClickMenuPart> }) {
  const wanted = useMenuWanted()
  // undefined: not loaded yet; null: loaded, closed; a point: the last right-click this loader
  // caught, where the menu opens.
  const [opening, setOpening] = useState<Point | null | undefined>(undefined)
  // The menu's code has arrived and listens itself. Until then this listener keeps catching
  // right-clicks, also after the idle load began, so none is lost while the code is on its way.
  const [ready, setReady] = useState(false)
  const markReady = useCallback(() => setReady(true), [])
  const loaded = opening !== undefined

  useEffect(() => {
    if (!wanted || ready) return
    const onContextMenu = (event: MouseEvent) => {
      if (keepsNativeMenu(event.target, window.getSelection()?.toString() ?? '')) return
      event.preventDefault()
      setOpening({ x: event.clientX, y: event.clientY })
    }
    document.addEventListener('contextmenu', onContextMenu)
    return () => document.removeEventListener('contextmenu', onContextMenu)
  }, [wanted, ready])

  useEffect(() => {
    if (!wanted || loaded) return
    const onIdle = () => setOpening((o) => (o === undefined ? null : o))
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(onIdle, { timeout: 4000 }) : undefined
    const timer = idle === undefined ? setTimeout(onIdle, 2000) : undefined
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle)
      clearTimeout(timer)
    }
  }, [wanted, loaded])

  return wanted && loaded ? <Panel classNames={classNames} opening={opening} onReady={markReady} /> : null
}
