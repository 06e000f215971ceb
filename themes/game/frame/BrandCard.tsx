// The small card with the site's title in a serif face and the description under it.
import { SiteBrand } from '@/components/sections/SiteBrand'
import { CARD } from './look'

export function BrandCard({ className = '' }: { className?: string }) {
  return (
    <div className={`${CARD} min-w-0 px-4 py-3 ${className}`}>
      <SiteBrand
        description
        classNames={{
          root: 'gap-2 text-neutral-950 dark:text-white',
          title: '!whitespace-normal break-words font-serif text-xl font-bold leading-tight',
          description: 'line-clamp-2 text-xs text-neutral-500 dark:text-neutral-400',
        }}
      />
    </div>
  )
}
