// 'Article Unlocked', shown above the body right after the right password. It takes the focus
// the vanished form held, so keyboard and screen-reader users land at the start of the content.
import { useEffect, useRef } from 'react'
import { useT } from '@/lib/i18n/react'
import { OpenLock } from './LockIcons'

export function UnlockedNotice({ className }: { className?: string }) {
  const { t } = useT()
  const self = useRef<HTMLParagraphElement>(null)
  useEffect(() => self.current?.focus(), [])
  return (
    <p
      ref={self}
      role="status"
      tabIndex={-1}
      data-testid="article-unlocked"
      className={[
        'mb-4 flex items-center gap-2 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-700 outline-none dark:bg-green-950/40 dark:text-green-400',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <OpenLock className="h-4 w-4 shrink-0" />
      {t.lock.unlocked}
    </p>
  )
}
