// The heading of a filtered list: 'Category:name' or 'Tags:name' (spec); nothing on the plain
// paged list (/page/N).
import type { ListFilter } from '@/lib/routes/types'
import { useT } from '@/lib/i18n/react'
import { PageTitle } from './PageTitle'

interface Props {
  filter: ListFilter | null
  className?: string
}

export function useListTitle(filter: ListFilter | null): string | null {
  const { t } = useT()
  if (!filter) return null
  return `${filter.kind === 'tag' ? t.tag.headingLabel : t.category.headingLabel}${filter.name}`
}

export function ListTitle({ filter, className }: Props) {
  const title = useListTitle(filter)
  return title ? <PageTitle className={className}>{title}</PageTitle> : null
}
