// heo's white rounded panel for a page's content (archive, category and tag indexes).
import type { ReactNode } from 'react'

export function Panel({ children }: { children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-[#e3e8f7] bg-white p-5 md:p-8 dark:border-[#3d3d3f] dark:bg-[#1d1e22]">
      {children}
    </section>
  )
}
