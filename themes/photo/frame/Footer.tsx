// A quiet footer: the dark-mode (and theme) switch centred, then the credits in small grey type.
import { FooterCredits } from '@/components/sections/FooterCredits'

export function Footer() {
  return (
    <footer className="mx-auto w-full max-w-5xl px-5 pt-12 pb-8 text-neutral-500 dark:text-neutral-400">
      <FooterCredits
        classNames={{
          root: 'gap-3 text-xs',
          control: 'rounded-full p-2 text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800',
          link: 'hover:text-neutral-900 dark:hover:text-white',
        }}
      />
    </footer>
  )
}
