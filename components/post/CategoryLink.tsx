// A category name linking to the category's post list (default look: styles/kit.css).
import type { ReactNode } from 'react'
import { SiteLink } from '@/components/navigation/SiteLink'
import { categoryHref } from '@/components/taxonomy/taxonomy-href'

interface Props {
  name: string
  className?: string
  /** Shown before the name (e.g. a folder icon). */
  icon?: ReactNode
}

export function CategoryLink({ name, className, icon }: Props) {
  return (
    <SiteLink
      href={categoryHref(name)}
      className={className ?? 'folio-category-link'}
    >
      {icon}
      <span>{name}</span>
    </SiteLink>
  )
}
