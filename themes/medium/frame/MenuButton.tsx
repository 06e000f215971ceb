// The hamburger of small screens.
import { Menu } from '@/components/icons'
import { useT } from '@/lib/i18n/react'

interface Props {
  open: boolean
  onOpen: () => void
  className?: string
}

export function MenuButton({ open, onOpen, className = '' }: Props) {
  const { t } = useT()
  return (
    <button
      type="button"
      aria-label={t.nav.openMenu}
      aria-expanded={open}
      onClick={onOpen}
      className={`-mr-2 rounded p-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800 ${className}`}
    >
      <Menu className="h-5 w-5" />
    </button>
  )
}
