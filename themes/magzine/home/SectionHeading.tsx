// A home section's heading: a heavy rule above, the title on the left, an optional "View all"
// link on the right.
import { SiteLink } from '@/components/navigation/SiteLink'
import { useT } from '@/lib/i18n/react'

export function SectionHeading({ title, href }: { title: string; href?: string }) {
  const { t } = useT()
  return (
    <div className="mb-6 flex items-end justify-between gap-4 border-t-4 border-neutral-950 pt-3 dark:border-white">
      <h2 className="min-w-0 text-2xl font-extrabold tracking-tight break-words text-neutral-950 sm:text-3xl dark:text-white">{title}</h2>
      {href && (
        <SiteLink href={href} className="shrink-0 text-sm font-bold text-neutral-950 underline underline-offset-4 hover:no-underline dark:text-white">
          {t.common.viewAll}
        </SiteLink>
      )}
    </div>
  )
}
