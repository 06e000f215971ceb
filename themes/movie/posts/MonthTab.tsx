// The date rail above each poster: the first poster of a month carries the month ("2026-10")
// as the group's heading, the ones after it continue the rail, so a month reads as one run of
// posters without breaking the grid into sparse rows.
export function MonthTab({ month }: { month: string | null }) {
  if (!month) {
    return <div aria-hidden="true" className="flex h-8 items-end"><span className="h-px w-full bg-neutral-200 dark:bg-white/10" /></div>
  }
  return (
    <h2 data-month={month} className="flex h-8 items-end gap-3 text-xl leading-none font-light tracking-wide text-neutral-900 dark:text-neutral-100">
      <span className="shrink-0 tabular-nums">{month}</span>
      <span aria-hidden="true" className="mb-1.5 h-px flex-1 bg-gradient-to-r from-emerald-500 to-neutral-200 dark:to-white/10" />
    </h2>
  )
}
