// The hero's shortcut buttons (HOME_HERO_CATEGORIES; by default categories, archive, about).
import { SiteLink } from '@/components/navigation/SiteLink'
import { part, type ClassNames } from '@/components/kit/class-names'
import { linkTitle } from '@/lib/home/link-titles'
import type { HeroShortcut } from '@/lib/home/types'
import { useT } from '@/lib/i18n/react'

const TINTS = [
  'from-indigo-500 to-sky-500',
  'from-rose-500 to-orange-400',
  'from-emerald-500 to-teal-400',
]

/** `item`: each shortcut (by default a tinted gradient button). */
export type CategoryShortcutsPart = 'root' | 'item'

interface Props {
  items: HeroShortcut[]
  classNames?: ClassNames<CategoryShortcutsPart>
}

export function CategoryShortcuts({ items, classNames: c = {} }: Props) {
  const { t } = useT()
  if (items.length === 0) return null
  return (
    <nav aria-label={t.home.hero.shortcuts} className={part('grid', 'grid-cols-3 gap-3', c.root)}>
      {items.map((item, i) => (
        <SiteLink
          key={`${item.url}-${i}`}
          href={item.url}
          className={part(
            'flex items-center justify-center text-center',
            `rounded-xl bg-gradient-to-r ${TINTS[i % TINTS.length]} px-3 py-3 text-sm font-semibold text-white shadow-sm transition hover:opacity-90`,
            c.item,
          )}
        >
          {linkTitle(item, 'shortcut', t)}
        </SiteLink>
      ))}
    </nav>
  )
}
