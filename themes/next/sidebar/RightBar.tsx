// The right column (under the content on phones and tablets): the announcement, the latest
// posts, the most read posts (Folio's counter on), the categories and the tags, each a small box.
import { cx } from '@/components/kit/class-names'
import { LatestPosts } from '@/components/sections/sidebar/LatestPosts'
import { useSite } from '@/components/site/SiteContext'
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { TagCloud } from '@/components/taxonomy/TagCloud'
import { Announcement } from '@/components/widgets/Announcement'
import { PopularPosts } from '@/components/widgets/PopularPosts'
import { useT } from '@/lib/i18n/react'
import { CARD, QUIET_LINK, WIDGET_HEADING } from '../frame/look'
import { Widget } from './Widget'

/** A box listing post titles: the latest posts, the most read. */
const POST_LIST = {
  root: cx(CARD, 'px-5 py-4'),
  heading: `mb-3 ${WIDGET_HEADING}`,
  list: 'space-y-2.5',
  title: cx('line-clamp-2 text-[13px] leading-snug', QUIET_LINK),
}

export function RightBar({ className }: { className?: string }) {
  const { t } = useT()
  const { categories, tags } = useSite()
  return (
    <aside data-next-rightbar="" className={cx('flex min-w-0 flex-col gap-4', className)}>
      <Announcement classNames={{ root: cx(CARD, 'px-5 py-4'), title: `mb-3 gap-2 font-normal ${WIDGET_HEADING}`, body: 'text-sm! leading-relaxed' }} />
      <LatestPosts classNames={POST_LIST} />
      <PopularPosts classNames={{ ...POST_LIST, views: 'text-xs text-neutral-500 dark:text-neutral-400' }} />
      {categories.length > 0 && (
        <Widget title={t.category.title} moreHref="/category">
          <CategoryList
            classNames={{
              root: 'space-y-0.5',
              item: cx('items-center gap-2 py-0.5 text-sm', QUIET_LINK),
              count: 'text-xs text-neutral-500 dark:text-neutral-400',
            }}
          />
        </Widget>
      )}
      {tags.length > 0 && (
        <Widget title={t.tag.title} moreHref="/tag">
          <TagCloud classNames={{ root: 'gap-1.5' }} />
        </Widget>
      )}
    </aside>
  )
}
