// A database's Files cell. react-notion-x draws its thumbnails as <img> on the server and as
// another component in the browser (React then discards the server HTML); here each file is a
// link around Folio's own image component, the same on both sides (only the image inside a
// card that is a link itself: see BodyLink.tsx).
import type { Block, Decoration } from '@/lib/notion/types'
import { BodyImage } from './BodyImage'
import { useInsideLink } from './BodyLink'
import { useBody } from './body-context'
import { bodyImageUrl } from './image-info'
import { useNotionHost } from './notion-host'

interface Props {
  data?: Decoration[]
  block?: Block
}

/** `[name, [['a', url]]]` segments: the cell's files. */
function filesOf(data: Decoration[] | undefined): { name: string; url: string }[] {
  return (data ?? []).flatMap((segment) => {
    const [name, decorations] = segment as [unknown, unknown]
    const link = Array.isArray(decorations)
      ? (decorations as unknown[][]).find((d) => d?.[0] === 'a')
      : undefined
    const url = link?.[1]
    return typeof name === 'string' && typeof url === 'string' ? [{ name, url }] : []
  })
}

export function FilesCell({ data, block }: Props) {
  const notionHost = useNotionHost()
  const { settings } = useBody()
  const nested = useInsideLink()
  return (
    <>
      {filesOf(data).map((file, i) => {
        const src = block ? bodyImageUrl(file.url, block, notionHost, settings.image) : file.url
        if (nested) return <BodyImage key={i} src={src} alt={file.name} />
        return (
          <a
            key={i}
            className="notion-property-file"
            href={src}
            target="_blank"
            rel="noreferrer noopener"
          >
            <BodyImage src={src} alt={file.name} />
          </a>
        )
      })}
    </>
  )
}

/** As react-notion-x's `propertyFileValue` override: called with the cell's props. */
FilesCell.asOverride = (props: Props) => <FilesCell data={props.data} block={props.block} />
