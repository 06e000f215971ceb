// The left column's lower box, sticking while the page scrolls. Beside an article with
// contents it has two tabs, Contents (with the reading meter) and About; elsewhere it is the
// About box alone.
import { useState } from 'react'
import { cx } from '@/components/kit/class-names'
import { ReadingMeter } from '@/components/sections/article/ReadingMeter'
import { TocCard, sideTocOf } from '@/components/sections/TocCard'
import { useT } from '@/lib/i18n/react'
import type { FramePage } from '@/themes/contract'
import { CARD, QUIET_LINK } from '../frame/look'
import { Profile } from './Profile'

type Tab = 'toc' | 'about'

const TAB = 'px-2 pb-1 text-sm'
const CURRENT_TAB = 'border-b-2 border-(--folio-accent) text-[#cb4c23] dark:text-(--folio-accent)'

export function SidePanel({ page }: { page: FramePage }) {
  const { t } = useT()
  const hasToc = sideTocOf(page) !== null
  const [tab, setTab] = useState<Tab>('toc')
  const shown: Tab = hasToc ? tab : 'about'
  const tabs: [Tab, string][] = hasToc ? [['toc', t.toc.title], ['about', t.nav.about]] : [['about', t.nav.about]]
  return (
    <section data-next-panel={shown} className={cx(CARD, 'sticky top-3 flex max-h-[calc(100vh-1.5rem)] flex-col gap-4 overflow-y-auto px-5 py-5')}>
      <div role="tablist" className="flex justify-center gap-4">
        {tabs.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={shown === key}
            onClick={() => setTab(key)}
            className={cx(TAB, shown === key ? CURRENT_TAB : QUIET_LINK)}
          >
            {label}
          </button>
        ))}
      </div>
      {shown === 'toc' ? (
        <div role="tabpanel" className="flex flex-col gap-3">
          <ReadingMeter classNames={{ root: 'h-4 rounded-sm bg-neutral-300 dark:bg-neutral-700', bar: 'bg-[#555] dark:bg-neutral-500' }} />
          <TocCard
            page={page}
            title={false}
            headerOffset={16}
            classNames={{
              item: 'text-[#555] hover:text-(--folio-accent) dark:text-neutral-300',
              active: 'text-[#cb4c23] underline underline-offset-4 dark:text-(--folio-accent)',
            }}
          />
        </div>
      ) : (
        <div role="tabpanel" className="py-2">
          <Profile />
        </div>
      )}
    </section>
  )
}
