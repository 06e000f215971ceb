// The live filter's text box: what the visitor types narrows the list under it at once (no
// page load, unlike the search box). `onChange` receives the text; Escape clears it.
import { Search } from '@/components/icons'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'

export type ListFilterBoxPart = 'root' | 'icon' | 'input'

interface Props {
  value: string
  onChange: (text: string) => void
  classNames?: ClassNames<ListFilterBoxPart>
}

export function ListFilterBox({ value, onChange, classNames: c = {} }: Props) {
  const { t } = useT()
  return (
    <label data-section="list-filter" className={part('flex items-center', 'gap-2 rounded-md border border-neutral-300 px-3 py-2 dark:border-neutral-700', c.root)}>
      <Search className={part('shrink-0', 'h-4 w-4 text-neutral-400', c.icon)} />
      <span className="sr-only">{t.search.placeholder}</span>
      <input
        type="search"
        value={value}
        placeholder={t.search.placeholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onChange('')}
        className={part('min-w-0 flex-1 bg-transparent outline-none', 'text-sm', c.input)}
      />
    </label>
  )
}
