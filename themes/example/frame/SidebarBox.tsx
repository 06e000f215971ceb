// One sidebar box: a grey heading strip over a white body.
import type { ReactNode } from 'react'

export const boxClass =
  'overflow-hidden rounded-sm border border-gray-200 text-sm shadow-sm dark:border-neutral-700'
export const boxTitleClass =
  'border-b border-gray-200 bg-slate-100 px-4 py-3 text-gray-600 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-300'

export function SidebarBox({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={boxClass}>
      <h2 className={boxTitleClass}>{title}</h2>
      <div className="px-4 py-3">{children}</div>
    </section>
  )
}
