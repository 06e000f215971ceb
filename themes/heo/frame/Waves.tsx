// Three layered waves drawn in SVG (no image): the bottom edge of the article's banner and the
// top edge of the footer. `className` gives the waves their colour (fill-…).
import { cx } from '@/components/kit/class-names'

const WAVES = [
  { d: 'M0 40 C240 10 480 10 720 34 C960 58 1200 58 1440 30 L1440 80 L0 80 Z', opacity: 'opacity-30' },
  { d: 'M0 50 C300 22 540 30 780 48 C1020 66 1260 60 1440 42 L1440 80 L0 80 Z', opacity: 'opacity-60' },
  { d: 'M0 62 C260 48 520 46 760 58 C1000 70 1240 70 1440 58 L1440 80 L0 80 Z', opacity: '' },
]

export function Waves({ className }: { className: string }) {
  return (
    <svg aria-hidden viewBox="0 0 1440 80" preserveAspectRatio="none" className={cx('block h-12 w-full md:h-20', className)}>
      {WAVES.map((wave) => (
        <path key={wave.d} d={wave.d} className={wave.opacity || undefined} />
      ))}
    </svg>
  )
}
