// An article in the documentation look: a plain large title, quiet meta, prev/next as two
// bordered cards. The home's index page uses it too.
import { Article } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'

export function DocArticle(props: LayoutDataMap['LayoutSlug']) {
  return (
    <Article
      {...props}
      classNames={{
        root: 'flex flex-col gap-6',
        body: 'leading-7',
        copyright:
          'rounded-lg border-l-4 border-[var(--folio-accent)] bg-neutral-50 p-4 text-sm dark:bg-neutral-800/60',
        progressBar: 'bg-[var(--folio-accent)]',
      }}
      header={{
        root: 'flex flex-col gap-3 border-b border-neutral-200 pb-5 dark:border-neutral-800',
        title:
          'text-3xl font-bold tracking-tight break-words text-neutral-900 sm:text-4xl dark:text-white',
        meta: 'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-500 dark:text-neutral-400',
      }}
      neighbours={{
        root: 'grid gap-3 sm:grid-cols-2',
        link: 'rounded-lg border border-neutral-200 p-4 hover:border-[var(--folio-accent)] dark:border-neutral-700',
      }}
    />
  )
}
