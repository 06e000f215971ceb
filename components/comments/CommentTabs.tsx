// Tabs between comment systems when the owner configured more than one. Arrow keys move
// between tabs (the roving-tabindex pattern of the WAI-ARIA tabs example).
import { useRef, type KeyboardEvent } from 'react'
import { useT } from '@/lib/i18n/react'

export interface CommentTab {
  key: string
  label: string
  tabId: string
  panelId: string
}

interface Props {
  tabs: CommentTab[]
  active: number
  onSelect: (index: number) => void
  className?: string
}

const TAB_BASE = '-mb-px border-b-2 px-3 py-2 text-sm transition-colors duration-300'
const TAB_ACTIVE = 'border-(--folio-accent) text-(--folio-accent)'
const TAB_IDLE =
  'border-transparent text-gray-500 hover:text-gray-800 dark:text-neutral-400 dark:hover:text-neutral-200'

export function CommentTabs({ tabs, active, onSelect, className }: Props) {
  const { t } = useT()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const move = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key]
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : step === undefined ? -1 : (index + step + tabs.length) % tabs.length
    if (target < 0) return
    event.preventDefault()
    onSelect(target)
    buttons.current[target]?.focus()
  }
  return (
    <div
      role="tablist"
      aria-label={t.comment.tabs}
      className={className ?? 'mb-4 flex flex-wrap gap-1 border-b border-gray-200 dark:border-neutral-700'}
    >
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            buttons.current[index] = element
          }}
          id={tab.tabId}
          type="button"
          role="tab"
          aria-selected={index === active}
          aria-controls={tab.panelId}
          tabIndex={index === active ? 0 : -1}
          onClick={() => onSelect(index)}
          onKeyDown={(event) => move(event, index)}
          className={`${TAB_BASE} ${index === active ? TAB_ACTIVE : TAB_IDLE}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
