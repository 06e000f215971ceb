// What opens a page under the header: an article's dark banner, or a page's centred heading;
// nothing on the home (its own banner) and the 404.
import type { FramePage } from '@/themes/contract'
import { ArticleBanner } from './ArticleBanner'
import { PageHeading } from './PageHeading'

export function PageOpening({ page }: { page: FramePage }) {
  if (page.article) return <ArticleBanner article={page.article} />
  return page.heading ? <PageHeading heading={page.heading} /> : null
}
