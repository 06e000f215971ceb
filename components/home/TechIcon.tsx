// One tile of the technology strip: a coloured square with the mark (image, built-in icon or
// letters) in a readable ink; the technology's name is its accessible label and tooltip.
// The default look is one class (styles/kit.css): the strip repeats every tile. In a repeat
// copy (`drawing.repeat`) a built-in or lettered mark is a <use> of the first copy's drawing.
import type { CSSProperties } from 'react'
import { ReusedIcon } from '@/components/icons'
import { iconSource, inkFor } from './tech-icon-source'
import { Monogram, techIcon } from './tech-icons'

interface Props {
  title: string
  img: string
  color: string
  className?: string
  /** The id the first copy names its drawn mark by, and whether this tile repeats it. */
  drawing?: { id: string; repeat: boolean }
}

export function TechIcon({ title, img, color, className, drawing }: Props) {
  const source = iconSource(img, title)
  const style: CSSProperties = { backgroundColor: color, color: inkFor(color) }
  const drawBuiltin = source.kind === 'builtin' ? techIcon(source.name) : undefined
  return (
    <span
      role="img"
      aria-label={title}
      title={title}
      style={style}
      className={className ?? 'folio-tech-tile'}
    >
      {source.kind === 'image' ? (
        // An owner-chosen image of any host or size: a plain img, sized by the tile.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={source.src} alt="" className="folio-tech-mark object-contain" loading="lazy" />
      ) : drawing?.repeat ? (
        <ReusedIcon drawingId={drawing.id} className="folio-tech-mark" />
      ) : drawBuiltin ? (
        drawBuiltin({ className: 'folio-tech-mark', drawingId: drawing?.id })
      ) : (
        <Monogram
          letters={source.kind === 'letters' ? source.letters : '?'}
          className="folio-tech-mark"
          drawingId={drawing?.id}
        />
      )}
    </span>
  )
}
