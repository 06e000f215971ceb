// One tile of the technology strip: a coloured square with the mark (image, built-in icon or
// letters) in a readable ink; the technology's name is its accessible label and tooltip.
import type { CSSProperties } from 'react'
import { iconSource, inkFor } from './tech-icon-source'
import { Monogram, techIcon } from './tech-icons'

interface Props {
  title: string
  img: string
  color: string
  className?: string
}

export function TechIcon({ title, img, color, className }: Props) {
  const source = iconSource(img, title)
  const style: CSSProperties = { backgroundColor: color, color: inkFor(color) }
  const drawBuiltin = source.kind === 'builtin' ? techIcon(source.name) : undefined
  return (
    <span
      role="img"
      aria-label={title}
      title={title}
      style={style}
      className={
        className ??
        'flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl shadow-sm ring-1 ring-black/5 dark:ring-white/10'
      }
    >
      {source.kind === 'image' ? (
        // An owner-chosen image of any host or size: a plain img, sized by the tile.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={source.src} alt="" className="h-3/5 w-3/5 object-contain" loading="lazy" />
      ) : drawBuiltin ? (
        drawBuiltin({ className: 'h-3/5 w-3/5' })
      ) : (
        <Monogram
          letters={source.kind === 'letters' ? source.letters : '?'}
          className="h-3/5 w-3/5"
        />
      )}
    </span>
  )
}
