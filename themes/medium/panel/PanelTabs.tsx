// Tabs of the right panel: "contents" when the article has a side TOC, and "about". The shared
// tab set animates the switch (spec §9: 300/400 ms).
import { useState } from 'react'
import { Tabs } from '@/components/chrome/tabs/Tabs'
import { TableOfContents } from '@/components/toc/TableOfContents'
import { useT } from '@/lib/i18n/react'
import { sideTocOf } from '@/components/sections/TocCard'
import type { FramePage } from '@/themes/contract'
import { AboutCard } from './AboutCard'
import { tocClassNames, TOC_HEADER_OFFSET } from './toc-style'

type Tab = 'toc' | 'about'

export function PanelTabs({ page }: { page: FramePage }) {
  const { t } = useT()
  const toc = sideTocOf(page)
  const keys: Tab[] = toc ? ['toc', 'about'] : ['about']
  const [chosen, setChosen] = useState<Tab>(keys[0] ?? 'about')
  const active = keys.includes(chosen) ? chosen : 'about'
  const label: Record<Tab, string> = { toc: t.toc.title, about: t.nav.about }
  return (
    <Tabs
      idPrefix="medium"
      tabs={keys.map((key) => ({ key, label: label[key] }))}
      active={active}
      onSelect={(key) => setChosen(key as Tab)}
      classNames={{
        list: 'mb-6 justify-center gap-6 text-sm',
        activeTab: 'font-semibold text-(--folio-accent)',
        idleTab:
          'text-neutral-500 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white',
        indicator: 'bg-red-500',
      }}
    >
      {active === 'toc' && toc ? (
        <TableOfContents
          toc={toc}
          showTitle={false}
          headerOffset={TOC_HEADER_OFFSET}
          classNames={tocClassNames}
        />
      ) : (
        <AboutCard />
      )}
    </Tabs>
  )
}
