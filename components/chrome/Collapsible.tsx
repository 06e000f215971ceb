// A block that opens and closes with a 300 ms animation: a heading button and its content.
import type { ReactNode } from 'react'
import { ChevronDown } from '@/components/icons'
import { useCollapse } from './useCollapse'

interface Props {
  title: ReactNode
  children: ReactNode
  defaultOpen?: boolean
  className?: string
  buttonClassName?: string
  panelClassName?: string
}

export function Collapsible({
  title,
  children,
  defaultOpen,
  className,
  buttonClassName,
  panelClassName,
}: Props) {
  const { open, buttonProps, panelProps } = useCollapse(defaultOpen)
  return (
    <div className={className}>
      <button
        type="button"
        {...buttonProps}
        className={
          buttonClassName ??
          'flex w-full items-center justify-between gap-2 py-2 text-left font-medium'
        }
      >
        <span>{title}</span>
        <ChevronDown
          className={`h-4 w-4 shrink-0 transition-transform duration-300 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div {...panelProps}>
        <div className={`min-h-0 overflow-hidden ${panelClassName ?? ''}`}>{children}</div>
      </div>
    </div>
  )
}
