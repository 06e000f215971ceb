// A block that opens and closes with a 300 ms animation: a heading button and its content.
import type { ReactNode } from 'react'
import { ChevronDown } from '@/components/icons'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useCollapse } from './useCollapse'

/** `button`: the heading button; `panel`: the content's box (no default look). */
export type CollapsiblePart = 'root' | 'button' | 'panel'

interface Props {
  title: ReactNode
  children: ReactNode
  defaultOpen?: boolean
  classNames?: ClassNames<CollapsiblePart>
}

export function Collapsible({ title, children, defaultOpen, classNames: c = {} }: Props) {
  const { open, buttonProps, panelProps } = useCollapse(defaultOpen)
  return (
    <div className={c.root}>
      <button
        type="button"
        {...buttonProps}
        className={part(
          'flex w-full items-center justify-between text-left',
          'gap-2 py-2 font-medium',
          c.button,
        )}
      >
        <span>{title}</span>
        <ChevronDown
          className={`h-4 w-4 shrink-0 transition-transform duration-300 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div {...panelProps}>
        <div className={part('min-h-0 overflow-hidden', '', c.panel)}>{children}</div>
      </div>
    </div>
  )
}
