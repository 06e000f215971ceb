// The prominent search: a grey box with the Ctrl K hint; the shortcut focuses it.
import { useRef } from 'react'
import { SearchBox } from '@/components/search/SearchBox'
import { useFocusShortcut } from '@/components/sections/search-shortcut/useFocusShortcut'
import { useT } from '@/lib/i18n/react'

export function HeaderSearch({ className = '' }: { className?: string }) {
  const { t } = useT()
  const box = useRef<HTMLDivElement>(null)
  useFocusShortcut(box)
  return (
    <div ref={box} className={`group relative ${className}`}>
      <SearchBox
        placeholder={t.nav.search}
        classNames={{
          root: 'gap-1 rounded-lg bg-neutral-100 pr-3 ring-1 ring-transparent focus-within:ring-[var(--folio-accent)] dark:bg-neutral-800',
          input:
            'w-full bg-transparent py-2 pr-14 pl-3 text-sm outline-none placeholder:text-neutral-500',
        }}
      />
      <kbd className="pointer-events-none absolute top-1/2 right-9 -translate-y-1/2 rounded border border-neutral-300 px-1.5 font-sans text-[11px] text-[#6b6b6b] group-focus-within:hidden group-has-[input:not(:placeholder-shown)]:hidden dark:border-neutral-600 dark:text-neutral-400">
        {t.docs.searchShortcut}
      </kbd>
    </div>
  )
}
