// The wide screens' menu button at the top left of the grey area: folds the sidebar away and
// brings it back. It rides along the sidebar's edge.
import { Menu } from '@/components/icons'
import { cx } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'
import { FLOAT_BUTTON } from './look'
import { SIDEBAR_ID } from './Sidebar'

export function FoldButton({ folded, onToggle }: { folded: boolean; onToggle: () => void }) {
  const { t } = useT()
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={t.common.menu}
      title={folded ? t.common.expand : t.common.collapse}
      aria-expanded={!folded}
      aria-controls={SIDEBAR_ID}
      data-fukasawa-fold=""
      className={cx(FLOAT_BUTTON, 'fixed top-4 z-30 hidden transition-[left] duration-300 lg:inline-flex', folded ? 'left-4' : 'left-[21rem]')}
    >
      <Menu className="h-5 w-5" />
    </button>
  )
}
