// The article's contents in the middle of the right-hand column, between the site's name and
// the menu: small type, the entry being read underlined in the accent; it scrolls
// within the room the column leaves.
import { cx } from '@/components/kit/class-names'
import { TocCard } from '@/components/sections/TocCard'
import type { FramePage } from '@/themes/contract'
import { MUTED } from './look'

export function SideContents({ page }: { page: FramePage }) {
  return (
    <TocCard
      page={page}
      headerOffset={16}
      classNames={{
        root: 'mt-8 mb-6 hidden min-h-0 overflow-y-auto pr-1 text-[13px] leading-snug lg:block',
        title: cx('mb-3 text-xs font-semibold tracking-[0.2em] uppercase', MUTED),
        item: cx('hover:text-(--folio-accent)', MUTED),
        active: 'font-semibold text-(--folio-accent) underline underline-offset-4',
      }}
    />
  )
}
