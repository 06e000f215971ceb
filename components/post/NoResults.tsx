// Empty search results: the spec's 'No results found.' with the keyword searched for.
import { useT } from '@/lib/i18n/react'

interface Props {
  keyword: string
  className?: string
}

export function NoResults({ keyword, className }: Props) {
  const { t, format } = useT()
  return (
    <div
      role="status"
      className={className ?? 'py-16 text-center text-gray-500 dark:text-neutral-400'}
    >
      <p className="text-lg">{t.search.noResults}</p>
      {keyword && <p className="mt-2 text-sm">{format(t.search.resultsFor, { keyword })}</p>}
    </div>
  )
}
