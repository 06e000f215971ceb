// The hero's endlessly scrolling strip of technology icons, two per column (HOME_HERO_ICONS).
// Holds as many copies of the columns as its width needs (useStripCopies) and slides by one
// copy per loop, so no width shows a gap. Pauses on hover and for visitors who prefer reduced
// motion. The repeats draw built-in and lettered marks as <use> of the first copy's drawings.
import { useId, type CSSProperties, type Ref } from 'react'
import type { HeroIconPair } from '@/lib/home/types'
import { useT } from '@/lib/i18n/react'
import { TechIcon } from './TechIcon'
import styles from './TechIconStrip.module.css'
import { useStripCopies } from './useStripCopies'

interface Props {
  pairs: HeroIconPair[]
  className?: string
  /** Seconds for one full loop. */
  seconds?: number
}

interface ColumnsProps {
  pairs: HeroIconPair[]
  hidden?: boolean
  listRef?: Ref<HTMLUListElement>
  /** Prefix of the ids the first copy gives its drawn marks; the repeats <use> them. */
  drawingPrefix: string
}

function Columns({ pairs, hidden, listRef, drawingPrefix }: ColumnsProps) {
  const drawing = (i: number, n: 1 | 2) => ({ id: `${drawingPrefix}-${i}-${n}`, repeat: Boolean(hidden) })
  return (
    <ul
      ref={listRef}
      className="flex gap-3 pr-3"
      aria-hidden={hidden || undefined}
      data-copy={hidden ? 'repeat' : 'first'}
    >
      {pairs.map((p, i) => (
        <li key={`${p.title_1}-${p.title_2}-${i}`} className="flex flex-col gap-3">
          <TechIcon title={p.title_1} img={p.img_1} color={p.color_1} drawing={drawing(i, 1)} />
          <TechIcon title={p.title_2} img={p.img_2} color={p.color_2} drawing={drawing(i, 2)} />
        </li>
      ))}
    </ul>
  )
}

export function TechIconStrip({ pairs, className, seconds = 40 }: Props) {
  const { t } = useT()
  const { viewportRef, copyRef, copies } = useStripCopies(pairs.length > 0)
  // An id valid in a URL fragment (React's may hold other characters), the same on server and client.
  const drawingPrefix = `folio-tech${useId().replace(/[^A-Za-z0-9_-]/g, '')}`
  if (pairs.length === 0) return null
  const track = {
    '--folio-strip-duration': `${seconds}s`,
    '--folio-strip-copies': copies,
  } as CSSProperties
  return (
    <div
      ref={viewportRef}
      role="group"
      aria-label={t.home.hero.technologies}
      data-strip-copies={copies}
      className={`${styles.viewport} overflow-hidden ${className ?? ''}`}
    >
      <div className={styles.track} style={track}>
        <Columns pairs={pairs} listRef={copyRef} drawingPrefix={drawingPrefix} />
        {Array.from({ length: copies - 1 }, (_, i) => (
          <Columns key={i} pairs={pairs} hidden drawingPrefix={drawingPrefix} />
        ))}
      </div>
    </div>
  )
}
