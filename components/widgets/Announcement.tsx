// The site announcement: a bullhorn heading and the Notice row's Notion content.
// Renders nothing when the workspace has no published Notice.
import { Bullhorn } from '@/components/icons'
import { NotionBody } from '@/components/notion/NotionBody'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'

interface Props {
  className?: string
  titleClassName?: string
  bodyClassName?: string
}

export function Announcement({ className, titleClassName, bodyClassName }: Props) {
  const { notice } = useSite()
  const { t } = useT()
  if (!notice) return null
  return (
    <section aria-label={t.widgets.announcement} className={className}>
      <h2 className={titleClassName ?? 'mb-2 flex items-center gap-2 font-semibold'}>
        <Bullhorn className="h-4 w-4" />
        <span>{t.widgets.announcement}</span>
      </h2>
      <NotionBody recordMap={notice} className={bodyClassName} />
    </section>
  )
}
