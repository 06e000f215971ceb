// Every picture a theme shows (covers, thumbnails, avatars, icons) goes through here: lazy by
// default, eager with high priority above the fold, and a neutral placeholder when the image
// fails (spec: images fall back to a placeholder on error). Sources in page data are already
// mapped through the Notion image proxy and the base path.
import { useEffect, useRef, useState } from 'react'
import { useImageSizing, usePicturePreview } from '@/components/site/SiteContext'
import { isStaticExport } from '@/lib/export/mode'
import { BASE_PATH } from '@/lib/routes/base-path'
import { sizedSources, type PictureRole } from '@/lib/images/sized-sources'

export interface PictureProps {
  src: string
  /** '' for decorative pictures (the default). */
  alt?: string
  /** Above the fold: load at once, with high priority (the page's largest paint). */
  eager?: boolean
  /** Size, shape and fit; the placeholder keeps the same box. */
  className?: string
  width?: number
  height?: number
  /** Width ÷ height when known: the box keeps that shape before the file arrives. */
  ratio?: number
  /**
   * How wide the picture is shown (the `sizes` attribute), for choosing among the optimiser's
   * sizes of the site's own files: '100vw' (never too small) unless the layout says better.
   */
  sizes?: string
  /** A post card's cover: offered up to IMAGE_THUMBNAIL_WIDTH instead of IMAGE_COMPRESS_WIDTH. */
  role?: PictureRole
}

const PLACEHOLDER = 'bg-gradient-to-br from-neutral-200 to-neutral-100 dark:from-neutral-800 dark:to-neutral-900'

export function Picture({ src, alt = '', eager = false, className, width, height, ratio, sizes = '100vw', role }: PictureProps) {
  const ref = useRef<HTMLImageElement>(null)
  const sized = sizedSources(src, { sizing: useImageSizing(), role, basePath: BASE_PATH, staticExport: isStaticExport() })
  const preview = usePicturePreview(src)
  const [failed, setFailed] = useState(false)
  const [loaded, setLoaded] = useState(false)
  // An error or a load before hydration fires no React event: look once the element is ours.
  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true)
    if (img && img.complete && img.naturalWidth > 0) setLoaded(true)
  }, [src])
  const style = {
    ...(ratio ? { aspectRatio: String(ratio) } : {}),
    // The tiny preview, stretched (so blurred) under the picture until its file has arrived.
    ...(preview && !loaded ? { backgroundImage: `url("${preview}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : {}),
  }
  if (!src || failed) {
    return <span aria-hidden="true" data-picture="placeholder" className={`block ${className ?? ''} ${PLACEHOLDER}`} />
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sources are already proxied; a plain img keeps ISR pages static
    <img
      ref={ref}
      // sizes and srcset before src: a browser reading src first may fetch the largest file too.
      sizes={sized.srcSet ? sizes : undefined}
      srcSet={sized.srcSet}
      src={sized.src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      style={Object.keys(style).length > 0 ? style : undefined}
      onLoad={() => setLoaded(true)}
      onError={() => setFailed(true)}
      className={className}
    />
  )
}
