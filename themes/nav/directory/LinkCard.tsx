// One link of the directory: a small white card with the icon tile, the bold title and a grey
// line under it (the category, or the post's excerpt in the paged lists), a pinned post's pin
// at the title's end. A post that links elsewhere opens its address in a new tab (SiteLink)
// and says so.
import type { ReactNode } from 'react'
import { Link as LinkIcon } from '@/components/icons'
import { SiteLink } from '@/components/navigation/SiteLink'
import { PinMark } from '@/components/post/PinMark'
import { useT } from '@/lib/i18n/react'
import { PANEL } from '../frame/look'
import { EntryIcon } from './EntryIcon'

interface Props {
  entry: { title: string; href: string; external: boolean; pageIcon: string; pinned?: true }
  /** The grey text under the title. */
  detail?: ReactNode
}

export function LinkCard({ entry, detail }: Props) {
  const { t } = useT()
  return (
    <SiteLink
      href={entry.href}
      // The directory lists every post: fetching each card's page in advance would cost more
      // than it saves.
      prefetch={false}
      title={entry.external ? `${entry.title} (${t.common.opensInNewTab})` : undefined}
      className={`${PANEL} group flex w-full min-w-0 gap-3 p-4 transition hover:-translate-y-0.5 hover:shadow-md dark:hover:bg-[#22252b]`}
    >
      <EntryIcon icon={entry.pageIcon} title={entry.title} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-start gap-1 text-sm font-bold break-words text-neutral-900 group-hover:text-[var(--folio-accent)] dark:text-neutral-100">
          <span data-nav-title="" className="min-w-0">{entry.title}</span>
          {entry.external && <LinkIcon className="mt-0.5 h-3.5 w-3.5 shrink-0 opacity-60" />}
          <PinMark post={entry} showLabel={false} classNames={{ root: 'mt-0.5 ml-auto text-[var(--folio-accent)]', icon: 'h-3.5 w-3.5' }} />
        </span>
        {detail && <div className="line-clamp-3 text-xs leading-5 break-words text-neutral-500 dark:text-neutral-400">{detail}</div>}
      </div>
    </SiteLink>
  )
}
