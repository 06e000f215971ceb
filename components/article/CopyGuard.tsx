// CAN_COPY=false: on an article page nothing can be copied or cut (a document-level listener
// while the guard is mounted, so Ctrl+A then Ctrl+C takes neither the title nor the meta), and
// the wrapped text cannot be selected, equations included. Fields stay usable: the search box,
// the lock screen's password and comment boxes copy and paste as usual.
import { useEffect, type ReactNode } from 'react'
import { useSite } from '@/components/site/SiteContext'
import styles from './CopyGuard.module.css'

const EDITABLE = 'input, textarea, [contenteditable]:not([contenteditable="false"])'

function blockCopy(event: ClipboardEvent) {
  const target = event.target
  if (target instanceof Element && target.closest(EDITABLE)) return
  event.preventDefault()
}

export function CopyGuard({ children }: { children: ReactNode }) {
  const { canCopy } = useSite()
  useEffect(() => {
    if (canCopy) return
    document.addEventListener('copy', blockCopy)
    document.addEventListener('cut', blockCopy)
    return () => {
      document.removeEventListener('copy', blockCopy)
      document.removeEventListener('cut', blockCopy)
    }
  }, [canCopy])
  if (canCopy) return <>{children}</>
  return (
    <div className={`select-none ${styles.guard}`} data-copy="blocked">
      {children}
    </div>
  )
}
