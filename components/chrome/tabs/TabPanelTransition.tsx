// The panel of a tab set, animated in (400 ms, spec §9) each time another tab is chosen; the
// first panel of the page is shown as it is. Any tab set can wrap its panel in it, e.g.
//   <TabPanelTransition panelKey={active} id=… aria-labelledby=…>{panel}</TabPanelTransition>
import { useState, type HTMLAttributes, type ReactNode } from 'react'
import styles from './TabPanelTransition.module.css'
import { TAB_PANEL_MS } from './tab-timing'

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** Which panel is shown: a new key plays the animation. */
  panelKey: string
  children: ReactNode
}

export function TabPanelTransition({ panelKey, children, className, style, ...rest }: Props) {
  // The panel shown first (server render and hydration) does not animate; every later one does.
  const [shown, setShown] = useState(panelKey)
  const [switched, setSwitched] = useState(false)
  if (panelKey !== shown) {
    setShown(panelKey)
    setSwitched(true)
  }
  const animate = switched || panelKey !== shown
  return (
    <div
      key={panelKey}
      role="tabpanel"
      data-tab-panel={panelKey}
      data-entering={animate || undefined}
      className={[animate ? styles.enter : '', className].filter(Boolean).join(' ') || undefined}
      style={animate ? { ...style, animationDuration: `${TAB_PANEL_MS}ms` } : style}
      {...rest}
    >
      {children}
    </div>
  )
}
