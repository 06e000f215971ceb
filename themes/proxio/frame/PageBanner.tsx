// The centred title block of the blog pages: the site's name as a small pill above the page's
// heading (Archive, a category's name, search results…).
import { useSite } from '@/components/site/SiteContext'

export function PageBanner({ heading }: { heading: string }) {
  const { info } = useSite()
  return (
    <div data-page-header="" data-proxio-banner="" className="flex flex-col items-center px-4 pt-14 pb-8 text-center sm:pt-20">
      <p className="mb-4 max-w-full truncate rounded-full border border-[var(--px-line)] px-3 py-0.5 text-sm text-[var(--px-muted)]">{info.title}</p>
      <h1 className="max-w-4xl text-3xl font-bold tracking-tight break-words sm:text-5xl">{heading}</h1>
    </div>
  )
}
