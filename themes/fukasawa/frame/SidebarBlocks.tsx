// What the sidebar holds, top to bottom: the logo box and tagline, the menu, the search field,
// (beside an article) its contents, the announcement, the most read posts (Folio's counter on),
// the newsletter form (when configured), the tag chips and the categories.
import type { ReactNode } from 'react'
import { NewsletterForm } from '@/components/sections/NewsletterForm'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { SearchBox } from '@/components/search/SearchBox'
import { useSite } from '@/components/site/SiteContext'
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { TagCloud } from '@/components/taxonomy/TagCloud'
import { Announcement } from '@/components/widgets/Announcement'
import { PopularPosts } from '@/components/widgets/PopularPosts'
import { useT } from '@/lib/i18n/react'
import { useFukasawaConfig } from '../useFukasawaConfig'
import { Logo } from './Logo'
import { MUTED_LINK, SIDE_HEADING } from './look'

interface Props {
  /** The article's contents, placed under the search field (the wide sidebar only). */
  toc?: ReactNode
}

export function SidebarBlocks({ toc }: Props) {
  const { t } = useT()
  const { info, tags, categories } = useSite()
  const { FUKASAWA_NEWSLETTER_URL, FUKASAWA_NEWSLETTER_FIELD } = useFukasawaConfig()
  return (
    <div className="flex flex-col gap-9 text-sm">
      <div className="flex flex-col gap-5">
        <Logo />
        {info.description && <p className="text-[15px] leading-relaxed break-words text-neutral-800 dark:text-neutral-200">{info.description}</p>}
      </div>
      <nav aria-label={t.common.menu}>
        <SiteMenu
          orientation="vertical"
          classNames={{
            root: 'gap-2.5',
            item: MUTED_LINK,
            active: 'font-semibold text-neutral-900! dark:text-white!',
            subMenu: 'mt-2 gap-2 border-l border-neutral-200 pl-3 dark:border-neutral-700',
          }}
        />
      </nav>
      <SearchBox
        classNames={{
          root: 'gap-2 bg-neutral-100 px-3 py-2.5 text-neutral-500 dark:bg-neutral-800 dark:text-neutral-400',
          input: 'bg-transparent text-sm text-neutral-800 outline-none placeholder:text-neutral-400 dark:text-neutral-100',
        }}
      />
      {toc}
      <Announcement classNames={{ root: 'text-neutral-700 dark:text-neutral-300', title: `${SIDE_HEADING} gap-2`, body: 'text-sm!' }} />
      <PopularPosts classNames={{ heading: SIDE_HEADING, list: 'space-y-2', title: `line-clamp-2 ${MUTED_LINK}`, views: 'text-xs text-neutral-500 dark:text-neutral-400' }} />
      <NewsletterForm
        action={FUKASAWA_NEWSLETTER_URL}
        field={FUKASAWA_NEWSLETTER_FIELD}
        classNames={{
          root: 'border border-neutral-200 p-4 dark:border-neutral-700',
          title: SIDE_HEADING,
          description: 'mb-3 text-neutral-600 dark:text-neutral-300',
          form: 'flex-col gap-2',
          input: 'border border-neutral-300 bg-white px-3 py-2 text-sm outline-none focus:border-neutral-900 dark:border-neutral-600 dark:bg-neutral-900 dark:focus:border-neutral-200',
          button: 'bg-neutral-900 px-3 py-2 text-sm font-semibold text-white hover:bg-(--folio-accent) dark:bg-neutral-100 dark:text-neutral-900',
          done: 'mt-2 text-(--folio-accent)',
        }}
      />
      {tags.length > 0 && (
        <section aria-label={t.tag.title}>
          <h2 className={SIDE_HEADING}>{t.tag.title}</h2>
          <TagCloud showCount classNames={{ root: 'gap-1.5' }} />
        </section>
      )}
      {categories.length > 0 && (
        <section aria-label={t.category.title}>
          <h2 className={SIDE_HEADING}>{t.category.title}</h2>
          <CategoryList
            classNames={{
              root: 'space-y-1.5',
              item: `justify-start! gap-1 ${MUTED_LINK}`,
              count: "text-neutral-400 before:content-['('] after:content-[')'] dark:text-neutral-500",
              active: 'font-semibold text-neutral-900 dark:text-white',
            }}
          />
        </section>
      )}
    </div>
  )
}
