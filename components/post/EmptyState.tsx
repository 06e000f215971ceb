// What an empty list shows.
import type { ReactNode } from 'react'
import { useT } from '@/lib/i18n/react'

interface Props {
  /** Defaults to the dictionary's "Nothing here yet." */
  title?: ReactNode
  hint?: ReactNode
  className?: string
}

export function EmptyState({ title, hint, className }: Props) {
  const { t } = useT()
  return (
    <div className={className ?? 'py-16 text-center text-gray-500 dark:text-neutral-400'}>
      <p className="text-lg">{title ?? t.list.empty}</p>
      <p className="mt-2 text-sm opacity-80">{hint ?? t.list.emptyHint}</p>
    </div>
  )
}
