// The top bar's left end: the site's icon (NOBELIUM_NAV_NOTION_ICON) and name, linking home.
// On an article scrolled past its title, the article's title takes the name's place.
import { SiteBrand } from '@/components/sections/SiteBrand'
import { useNobeliumConfig } from '../useNobeliumConfig'

export function Brand({ articleTitle }: { articleTitle: string | null }) {
  const { NOBELIUM_NAV_NOTION_ICON } = useNobeliumConfig()
  return (
    <div data-nobelium="brand" className="flex min-w-0 items-center gap-2">
      <SiteBrand
        classNames={{
          root: 'gap-2.5 text-[15px] text-neutral-900 dark:text-neutral-100',
          icon: NOBELIUM_NAV_NOTION_ICON ? 'h-6 w-6 rounded-sm text-xl leading-none' : 'hidden',
          title: articleTitle ? 'sr-only' : 'font-medium',
        }}
      />
      {articleTitle && <p className="truncate text-[15px] font-medium text-neutral-900 dark:text-neutral-100">{articleTitle}</p>}
    </div>
  )
}
