// "More" under a list revealed a batch at a time (the full-text search hits).
import { useT } from '@/lib/i18n/react'

export function ShowMoreButton({
  onClick,
  className,
}: {
  onClick: () => void
  className?: string
}) {
  const { t } = useT()
  return (
    <button
      type="button"
      data-search-more=""
      onClick={onClick}
      className={
        className ??
        'my-6 block w-full rounded border border-gray-300 py-2 text-center text-sm hover:bg-gray-100 dark:border-neutral-600 dark:hover:bg-neutral-800'
      }
    >
      {t.list.more}
    </button>
  )
}
