// The banner's category buttons: the site's first categories (HEXO_HOME_BANNER_CATEGORIES of
// them) as translucent outlined tiles, in a row on wide screens and stacked full width on phones.
import { CategoryShortcuts } from '@/components/home/CategoryShortcuts'
import { useSite } from '@/components/site/SiteContext'
import { categoryHref } from '@/components/taxonomy/taxonomy-href'

const ROW = 'w-full max-w-md grid-cols-1 gap-2 md:w-auto md:max-w-none md:auto-cols-[10rem] md:grid-flow-col md:grid-cols-none md:gap-12'
const TILE =
  'h-14 rounded-lg border-2 border-white/85 bg-white/10 px-3 text-base backdrop-blur-sm transition hover:scale-105 hover:bg-white hover:text-neutral-800 hover:[text-shadow:none] md:h-20'

export function BannerCategories({ count }: { count: number }) {
  const { categories } = useSite()
  const items = categories.slice(0, count).map((category) => ({ title: category.name, url: categoryHref(category.name) }))
  return <CategoryShortcuts items={items} classNames={{ root: ROW, item: TILE }} />
}
