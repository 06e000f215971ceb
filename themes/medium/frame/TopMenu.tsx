// The horizontal menu of wide screens.
import { MenuList } from '@/components/navigation/MenuList'
import { useBuiltInMenus } from './useBuiltInMenus'

export function TopMenu({ className = '' }: { className?: string }) {
  return (
    <nav className={className}>
      <MenuList
        builtIn={useBuiltInMenus()}
        orientation="horizontal"
        classNames={{
          root: 'flex items-center gap-1',
          item: 'flex items-center gap-1 whitespace-nowrap rounded px-3 py-1.5 text-sm text-neutral-600 hover:text-neutral-950 dark:text-neutral-300 dark:hover:text-white',
          active: 'font-medium text-neutral-950! dark:text-white!',
          subMenu:
            'min-w-40 rounded-md border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900',
        }}
      />
    </nav>
  )
}
