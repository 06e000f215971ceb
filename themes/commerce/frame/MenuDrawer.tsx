// The phone's menu: a white drawer from the right with the menus stacked and the sign-in link.
import { SignInLink } from '@/components/auth/SignInLink'
import { Drawer } from '@/components/layout/Drawer'
import { SiteMenu } from '@/components/sections/SiteMenu'

const STACKED = { root: 'mt-8 gap-1 text-base', item: 'block border-b border-neutral-100 py-3 text-neutral-800 dark:border-neutral-800 dark:text-neutral-100', active: 'text-[var(--folio-accent)]' }

export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} side="right" classNames={{ root: 'bg-white p-6 dark:bg-neutral-900' }}>
      <SiteMenu orientation="vertical" classNames={STACKED} />
      <SignInLink className="mt-6 inline-block rounded-sm bg-[var(--folio-accent-fill)] px-4 py-2 text-sm font-semibold text-white" />
    </Drawer>
  )
}
