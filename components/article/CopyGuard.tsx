// CAN_COPY=false: text in the wrapped region cannot be selected or copied.
import type { ReactNode } from 'react'
import { useSite } from '@/components/site/SiteContext'

export function CopyGuard({ children }: { children: ReactNode }) {
  const { canCopy } = useSite()
  if (canCopy) return <>{children}</>
  return (
    <div className="select-none" onCopy={(e) => e.preventDefault()} onCut={(e) => e.preventDefault()} data-copy="blocked">
      {children}
    </div>
  )
}
