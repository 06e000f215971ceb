// The foot of the column: a hairline, then the shared credits (©, beian, feed, counters,
// credit line) small and grey. The dark-mode button lives in the top bar.
import { FooterCredits } from '@/components/sections/FooterCredits'
import { COLUMN, MUTED } from './look'

export function Footer() {
  return (
    <footer className={`${COLUMN} mt-20 pb-10`}>
      <div className={`border-t border-neutral-200 pt-6 dark:border-neutral-800 ${MUTED}`}>
        <FooterCredits
          controls={false}
          classNames={{
            root: 'gap-1.5 text-sm',
            link: 'underline-offset-4 hover:text-neutral-900 hover:underline dark:hover:text-white',
            counters: 'gap-3 text-xs',
          }}
        />
      </div>
    </footer>
  )
}
