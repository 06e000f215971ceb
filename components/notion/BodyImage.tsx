// Every image react-notion-x draws (blocks, gallery covers, bookmark art). Spec §9: the box has
// its size before the file arrives (no layout shift), the file loads when 200 px from view
// (10 % visible) but off-screen, the placeholder shows until it has fully loaded and again if
// it fails; zooming asks for a larger copy with the margin for the window's width.
import { useEffect, useRef, useState, type CSSProperties, type SyntheticEvent } from 'react'
import { zoomMargin } from '@/lib/notion/image-url'
import { useBody } from './body-context'
import type { BodyImageInfo } from './image-info'
import { useImagePreload } from './useImagePreload'
import { useNearViewport } from './useNearViewport'
import { zoomSourceFor } from './zoom-source'

/** A transparent pixel: the src of an image that is not loading yet (no alt text flash). */
export const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * react-notion-x names an image by its Notion alt text, else its caption, else "notion image":
 * that last one tells a screen reader nothing, so such an image is decoration (empty alt).
 */
export function altOf(alt: string | undefined): string {
  return !alt || alt === 'notion image' ? '' : alt
}

interface Props {
  src?: string
  alt?: string
  className?: string
  style?: CSSProperties
  height?: number | string
  fill?: boolean
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void
}

interface ZoomOpenEvent extends Event {
  detail?: { zoom?: { update: (options: { margin: number }) => void } }
}

/** The image's box: its size before the file arrives (no layout shift). */
function boxStyleOf(info: BodyImageInfo | undefined, { style, height, fill }: Props): CSSProperties {
  const sized = info?.width && info.height && !fill
  return {
    ...style,
    ...(fill ? { position: 'absolute', inset: 0, width: '100%', height: '100%' } : {}),
    ...(sized ? { aspectRatio: `${info.width} / ${info.height}` } : {}),
    ...(height !== undefined && !fill ? { height } : {}),
  }
}

const SIZES = '(max-width: 800px) 100vw, 1080px'

/**
 * In a body shown as static HTML (components/notion/static-markup.tsx) React runs no code: the
 * browser's own lazy loading, with the box sized as above, and what the small script of static
 * bodies (static-enhancements.ts) needs as attributes: zoom sources, the placeholder.
 */
function StaticBodyImage(props: Props) {
  const { src = '', alt: given, className } = props
  const alt = altOf(given)
  const { images, settings } = useBody()
  const info = images.get(src)
  const sized = info?.width && info.height && !props.fill
  // Only image blocks are in `images`: bookmark art and gallery covers do not zoom.
  const zoom = settings.image.zoom && info !== undefined
  const placeholder = settings.image.placeholder
  const style = boxStyleOf(info, props)
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      srcSet={info?.srcSet}
      sizes={info?.srcSet ? SIZES : undefined}
      alt={alt}
      width={sized ? info.width : undefined}
      height={sized ? info.height : undefined}
      className={['folio-image', 'folio-image-static', className].filter(Boolean).join(' ')}
      style={placeholder ? { ...style, backgroundImage: `url(${JSON.stringify(placeholder)})` } : style}
      loading="lazy"
      decoding="async"
      data-folio-zoom={zoom ? '' : undefined}
      data-zoom-full={zoom ? info.zoomSrc?.full : undefined}
      data-zoom-small={zoom ? info.zoomSrc?.small : undefined}
      data-zoom-width={zoom && info.zoomSrc ? settings.image.zoomWidth : undefined}
      data-placeholder={placeholder || undefined}
    />
  )
}

export function BodyImage(props: Props) {
  return useBody().staticMarkup ? <StaticBodyImage {...props} /> : <LiveBodyImage {...props} />
}

function LiveBodyImage(props: Props) {
  const { src = '', alt: given, className, fill, onLoad } = props
  const alt = altOf(given)
  const { images, settings } = useBody()
  const info = images.get(src)
  const placeholder = settings.image.placeholder
  const ref = useRef<HTMLImageElement>(null)
  const near = useNearViewport(ref)
  const sizes = info?.srcSet ? SIZES : undefined
  const preload = useImagePreload(near, { src, srcSet: info?.srcSet, sizes })
  // The visible copy can still fail after a good preload (an evicted cache, another srcset pick).
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const outcome = failedSrc === src ? 'failed' : preload
  const phase = outcome === 'pending' ? (near ? 'loading' : 'waiting') : outcome

  // Zoom margin and source depend on the window at the moment of zooming (medium-zoom reads
  // both right after this event).
  useEffect(() => {
    const img = ref.current
    if (!img) return
    const onOpen = (event: ZoomOpenEvent) => {
      event.detail?.zoom?.update({ margin: zoomMargin(window.innerWidth) })
      if (!info?.zoomSrc) return
      img.setAttribute('data-zoom-src', zoomSourceFor(info.zoomSrc, settings.image.zoomWidth, window))
    }
    img.addEventListener('medium-zoom:open', onOpen)
    return () => img.removeEventListener('medium-zoom:open', onOpen)
  }, [info, settings.image.zoomWidth])

  const loaded = phase === 'loaded'
  // Until the file is complete, and instead of one that failed: the placeholder (or nothing).
  const showing = loaded ? src : placeholder || BLANK_IMAGE
  const sized = info?.width && info.height && !fill
  const boxStyle = boxStyleOf(info, props)
  const handleLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    if (loaded && event.currentTarget.getAttribute('src') === src) onLoad?.(event)
  }
  const handleError = () => {
    if (!loaded) return
    console.warn(`[image] could not load ${src}`)
    setFailedSrc(src)
  }
  return (
    <>
      {/* Sources are Notion's resizing proxy or the owner's hosts, not next/image's. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        ref={ref}
        src={showing}
        srcSet={loaded ? info?.srcSet : undefined}
        sizes={sizes}
        alt={alt}
        width={sized ? info.width : undefined}
        height={sized ? info.height : undefined}
        className={['folio-image', `folio-image-${phase}`, className].filter(Boolean).join(' ')}
        style={boxStyle}
        decoding="async"
        onLoad={handleLoad}
        onError={handleError}
      />
      <noscript>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={src} alt={alt} className={className} style={boxStyle} />
      </noscript>
    </>
  )
}
