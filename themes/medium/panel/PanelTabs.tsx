// Tabs of the right panel: "contents" when the article has a TOC, and "about".
import { useState } from 'react'
import { TableOfContents } from '@/components/toc/TableOfContents'
import { useT } from '@/lib/i18n/react'
import type { TocEntry } from '@/lib/site/types'
import { hasPanelToc } from '../rules'
import { AboutCard } from './AboutCard'
import { tocClasses } from './toc-style'

type Tab = 'toc' | 'about'

export function PanelTabs({ toc }: { toc: TocEntry[] }) {
  const { t } = useT()
  const tabs: Tab[] = hasPanelToc(toc) ? ['toc', 'about'] : ['about']
  const [chosen, setChosen] = useState<Tab>(tabs[0] ?? 'about')
  const active = tabs.includes(chosen) ? chosen : 'about'
  const label: Record<Tab, string> = { toc: t.toc.title, about: t.nav.about }
  return (
    <div>
      <div role="tablist" className="mb-6 flex justify-center gap-6 text-sm">
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`medium-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`medium-tabpanel-${tab}`}
            onClick={() => setChosen(tab)}
            className={
              tab === active
                ? 'border-b-2 border-red-500 pb-1 font-semibold text-red-600 dark:text-red-400'
                : 'border-b-2 border-transparent pb-1 text-neutral-500 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white'
            }
          >
            {label[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`medium-tabpanel-${active}`}
        aria-labelledby={`medium-tab-${active}`}
      >
        {active === 'toc' ? (
          <TableOfContents toc={toc} showTitle={false} {...tocClasses} />
        ) : (
          <AboutCard />
        )}
      </div>
    </div>
  )
}
