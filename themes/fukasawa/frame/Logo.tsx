// The site's name in a black-bordered box (white-bordered in dark mode), linking home.
import { SiteBrand } from '@/components/sections/SiteBrand'

export function Logo() {
  return (
    <SiteBrand
      classNames={{
        root: 'w-fit max-w-full gap-2 border-2 border-neutral-900 px-4 py-2 text-base font-bold text-neutral-900 transition-colors hover:bg-neutral-900 hover:text-white dark:border-neutral-100 dark:text-neutral-100 dark:hover:bg-neutral-100 dark:hover:text-neutral-900',
        icon: 'h-6 w-6',
      }}
    />
  )
}
