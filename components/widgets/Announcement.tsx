// The site announcement: a bullhorn heading and the Notice row's Notion content.
// Renders nothing when the workspace has no published Notice.
import { Bullhorn } from '@/components/icons'
import { part, type ClassNames } from '@/components/kit/class-names'
import { ShownNotionBody } from '@/components/notion/ShownNotionBody'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'

/** `body`: the Notion content's box. */
export type AnnouncementPart = 'root' | 'title' | 'body'

interface Props {
  classNames?: ClassNames<AnnouncementPart>
}

export function Announcement({ classNames: c = {} }: Props) {
  const { notice } = useSite()
  const { t } = useT()
  if (!notice) return null
  return (
    <section aria-label={t.widgets.announcement} className={c.root}>
      <h2 className={part('flex items-center', 'mb-2 gap-2 font-semibold', c.title)}>
        <Bullhorn className="h-4 w-4" />
        <span>{t.widgets.announcement}</span>
      </h2>
      <ShownNotionBody body={notice} className={c.body} />
    </section>
  )
}
