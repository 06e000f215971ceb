// The big soft grey circles beside the hero picture: decoration only (hidden from readers),
// from tablet width up, clipped by the hero so they never widen the page.
const CIRCLE = 'absolute hidden rounded-full bg-linear-to-b from-neutral-100 to-neutral-200 md:block dark:from-neutral-900 dark:to-neutral-800'

export function HeroCircles() {
  return (
    <div aria-hidden="true" data-landing-circles="" className="pointer-events-none absolute inset-0">
      <span className={`${CIRCLE} -right-20 bottom-[22%] h-64 w-64 lg:right-[2%] lg:h-72 lg:w-72`} />
      <span className={`${CIRCLE} bottom-[4%] -left-10 h-32 w-32 lg:left-[6%] lg:h-36 lg:w-36`} />
    </div>
  )
}
