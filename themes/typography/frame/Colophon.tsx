// The foot of the right-hand column (of the page, on phones): the dark-mode button, the theme
// switcher when offered, and the credits in small bold type.
import { cx } from '@/components/kit/class-names'
import { FooterCredits } from '@/components/sections/FooterCredits'
import { INK, MUTED } from './look'

export function Colophon({ className }: { className?: string }) {
  return (
    <footer data-typography="colophon" className={cx('py-10', className)}>
      <FooterCredits
        classNames={{
          root: cx('gap-2 text-xs leading-relaxed font-semibold', MUTED),
          controls: 'gap-1',
          control: cx('p-1.5 hover:text-(--folio-accent)', INK),
          link: 'underline-offset-4 hover:underline hover:text-(--folio-accent)',
        }}
      />
    </footer>
  )
}
