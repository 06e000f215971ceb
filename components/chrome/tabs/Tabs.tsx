// A tab set with the spec's animations (§9: 300/400 ms): the chosen tab's underline grows in
// 300 ms and its panel fades in over 400 ms. Arrow keys, Home and End move between tabs (the
// WAI-ARIA tabs pattern). Themes style it through the class props.
import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { cx, part, type ClassNames } from '@/components/kit/class-names'
import { TabPanelTransition } from './TabPanelTransition'
import { TAB_INDICATOR_MS } from './tab-timing'

export interface TabItem {
  key: string
  label: ReactNode
}

/** `tab`: every tab; the selected one adds `activeTab`, the others `idleTab`; `indicator`: the
 *  selected tab's underline (its colour, by default the text's). */
export type TabsPart = 'root' | 'list' | 'tab' | 'activeTab' | 'idleTab' | 'indicator' | 'panel'

interface Props {
  tabs: readonly TabItem[]
  active: string
  onSelect: (key: string) => void
  /** Makes the tab and panel ids unique on the page: `<idPrefix>-tab-<key>`. */
  idPrefix: string
  children: ReactNode
  label?: string
  classNames?: ClassNames<TabsPart>
}

export function Tabs({ tabs, active, onSelect, idPrefix, children, label, classNames: c = {} }: Props) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const ids = (key: string) => ({ tab: `${idPrefix}-tab-${key}`, panel: `${idPrefix}-tabpanel-${key}` })
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1
    const step: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }
    const target = step[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = (target + tabs.length) % tabs.length
    const tab = tabs[next]
    if (!tab) return
    onSelect(tab.key)
    buttons.current[next]?.focus()
  }
  const timing = { transitionDuration: `${TAB_INDICATOR_MS}ms` }
  return (
    <div className={c.root}>
      <div role="tablist" aria-label={label} className={part('flex', 'mb-4 gap-4', c.list)}>
        {tabs.map((tab, index) => {
          const selected = tab.key === active
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element
              }}
              type="button"
              role="tab"
              id={ids(tab.key).tab}
              aria-selected={selected}
              aria-controls={ids(tab.key).panel}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => move(event, index)}
              style={timing}
              className={cx('relative pb-1 transition-colors', c.tab, selected ? c.activeTab : c.idleTab)}
            >
              {tab.label}
              <span
                aria-hidden
                data-tab-indicator=""
                style={timing}
                className={part(
                  cx('absolute inset-x-0 -bottom-px h-0.5 origin-center transition-transform', selected ? 'scale-x-100' : 'scale-x-0'),
                  'bg-current',
                  c.indicator,
                )}
              />
            </button>
          )
        })}
      </div>
      <TabPanelTransition
        panelKey={active}
        id={ids(active).panel}
        aria-labelledby={ids(active).tab}
        className={c.panel}
      >
        {children}
      </TabPanelTransition>
    </div>
  )
}
