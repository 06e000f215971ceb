// The floating contents panel of phones, opened from the bottom bar; a chosen heading closes it.
import { Drawer } from '@/components/layout/Drawer'
import { TableOfContents } from '@/components/toc/TableOfContents'
import { useT } from '@/lib/i18n/react'
import type { TocEntry } from '@/lib/site/types'
import { tocClasses } from '../panel/toc-style'
import { drawerPanelClass } from './drawer-style'

interface Props {
  toc: TocEntry[]
  open: boolean
  onClose: () => void
}

export function MobileToc({ toc, open, onClose }: Props) {
  const { t } = useT()
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="left"
      label={t.toc.title}
      className={drawerPanelClass(open)}
    >
      <TableOfContents
        toc={toc}
        onNavigate={onClose}
        titleClassName="mb-3 font-semibold text-neutral-900 dark:text-neutral-100"
        {...tocClasses}
      />
    </Drawer>
  )
}
