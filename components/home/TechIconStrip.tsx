// The hero's endlessly scrolling strip of technology icons, two per column (HOME_HERO_ICONS).
// Pauses on hover and for visitors who prefer reduced motion.
import type { CSSProperties } from 'react'
import type { HeroIconPair } from '@/lib/home/types'
import { useT } from '@/lib/i18n/react'
import { TechIcon } from './TechIcon'
import styles from './TechIconStrip.module.css'

interface Props {
  pairs: HeroIconPair[]
  className?: string
  /** Seconds for one full loop. */
  seconds?: number
}

function Columns({ pairs, hidden }: { pairs: HeroIconPair[]; hidden?: boolean }) {
  return (
    <ul
      className="flex gap-3 pr-3"
      aria-hidden={hidden || undefined}
      data-copy={hidden ? 'repeat' : 'first'}
    >
      {pairs.map((p, i) => (
        <li key={`${p.title_1}-${p.title_2}-${i}`} className="flex flex-col gap-3">
          <TechIcon title={p.title_1} img={p.img_1} color={p.color_1} />
          <TechIcon title={p.title_2} img={p.img_2} color={p.color_2} />
        </li>
      ))}
    </ul>
  )
}

export function TechIconStrip({ pairs, className, seconds = 40 }: Props) {
  const { t } = useT()
  if (pairs.length === 0) return null
  const duration = { '--folio-strip-duration': `${seconds}s` } as CSSProperties
  return (
    <div
      role="group"
      aria-label={t.home.hero.technologies}
      className={`${styles.viewport} overflow-hidden ${className ?? ''}`}
    >
      <div className={styles.track} style={duration}>
        <Columns pairs={pairs} />
        <Columns pairs={pairs} hidden />
      </div>
    </div>
  )
}
