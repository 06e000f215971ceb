// Centred credits on a light grey band. The dark-mode button lives in the top bar; without the
// top bar (SIMPLE_TOP_BAR off) it comes down here.
import { FooterCredits } from '@/components/sections/FooterCredits'
import { useSimpleConfig } from '../useSimpleConfig'

export function Footer() {
  const { SIMPLE_TOP_BAR } = useSimpleConfig()
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-neutral-100 px-4 py-8 text-[#6b6b6b] dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-400">
      <FooterCredits
        controls={!SIMPLE_TOP_BAR}
        classNames={{
          root: 'gap-2 text-xs',
          control: 'rounded p-1 hover:text-(--folio-accent)',
          link: 'hover:text-(--folio-accent)',
        }}
      />
    </footer>
  )
}
