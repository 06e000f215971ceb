// The home page's directory: every post as a link card, grouped by category under anchored
// headings, narrowed to what the visitor types in the top bar. Plain markup and one deferred
// filter pass, so a thousand cards stay light.
import { useDeferredValue, useMemo } from 'react'
import { matchesListFilter } from '@/components/sections/list-filter/list-filter'
import { groupByCategory } from '@/components/sections/post-groups/group-by-category'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import type { PostIndexEntry } from '@/themes/contract'
import { useDirectoryFilter } from '../frame/directory-filter'
import { groupAnchor } from './group-anchor'
import { LinkCard } from './LinkCard'

// The index carries titles and categories only: the filter looks at those.
const matches = (entry: PostIndexEntry, text: string) =>
  matchesListFilter({ title: entry.title, summary: '', category: entry.category, categories: [], tags: [] }, text)

export function Directory() {
  const { t } = useT()
  const { postIndex = [], categories } = useSite()
  const text = useDeferredValue(useDirectoryFilter().text)
  const groups = useMemo(() => {
    const shown = text ? postIndex.filter((entry) => matches(entry, text)) : postIndex
    return groupByCategory(shown, categories.map((c) => c.name))
  }, [postIndex, categories, text])

  if (groups.length === 0) {
    return <p role="status" className="py-16 text-center text-neutral-500 dark:text-neutral-400">{text ? t.search.noResults : t.list.empty}</p>
  }
  return (
    <div data-section="nav-directory" className="flex flex-col gap-10">
      {groups.map(({ category, posts }) => (
        <section key={category ?? ''} id={groupAnchor(category)} aria-labelledby={`${groupAnchor(category)}-title`} className="scroll-mt-20">
          <h2 id={`${groupAnchor(category)}-title`} className="mb-4 flex items-center gap-2 px-1 text-xl text-neutral-800 dark:text-neutral-200">
            <span aria-hidden="true" className="text-[var(--folio-accent)]">#</span>
            {category ?? t.category.uncategorized}
          </h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {posts.map((entry) => (
              <li key={entry.href} className="flex">
                <LinkCard entry={entry} detail={entry.category ?? undefined} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
