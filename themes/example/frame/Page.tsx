// What every layout renders inside LayoutBase: the light-grey title band, then the main
// column and the right sidebar. `aside` adds boxes at the top of the sidebar (the article's
// table of contents); `sidebar={false}` drops it (full-width pages).
import type { ReactNode } from 'react'
import { Sidebar } from './Sidebar'

interface Props {
  title: ReactNode
  subtitle?: ReactNode
  aside?: ReactNode
  sidebar?: boolean
  children: ReactNode
}

export function Page({ title, subtitle, aside, sidebar = true, children }: Props) {
  return (
    <>
      <div className="border-b border-gray-200 bg-slate-100 px-4 py-10 text-center sm:py-12 dark:border-neutral-700 dark:bg-neutral-800">
        <h1 className="text-2xl text-gray-900 sm:text-3xl dark:text-white">{title}</h1>
        {subtitle ? (
          <p className="mt-3 text-sm text-gray-600 dark:text-neutral-400">{subtitle}</p>
        ) : null}
      </div>
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 pt-10 lg:flex-row">
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
        {sidebar ? (
          <aside className="flex w-full shrink-0 flex-col gap-6 lg:w-64">
            {aside}
            <Sidebar />
          </aside>
        ) : null}
      </div>
    </>
  )
}
