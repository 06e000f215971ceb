// The heading of every page but the home page and articles: a big bold title on the warm band,
// set flush left like a magazine's section opener.
import { Container } from './Container'

export function PageBanner({ heading }: { heading: string }) {
  return (
    <div data-page-header="" data-magzine-banner="" className="border-b border-neutral-200 bg-[#f5f4ee] dark:border-neutral-800 dark:bg-neutral-900">
      <Container className="py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight break-words text-neutral-950 sm:text-5xl dark:text-white">{heading}</h1>
      </Container>
    </div>
  )
}
