// Every picture a theme shows (covers, thumbnails, avatars, icons) goes through here: lazy by
// default, eager with high priority above the fold, and a neutral placeholder when the image
// fails (spec: images fall back to a placeholder on error). Sources in page data are already
// mapped through the Notion image proxy and the base path.
import { useEffect, useRef, useState } from 'react'

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
}

const PLACEHOLDER = 'bg-gradient-to-br from-neutral-200 to-neutral-100 dark:from-neutral-800 dark:to-neutral-900'

export function Picture({ src, alt = '', eager = false, className, width, height, ratio }: PictureProps) {
  const ref = useRef<HTMLImageElement>(null)
  const [failed, setFailed] = useState(false)
  // An error before hydration fires no React event: look once the element is ours.
  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true)
  }, [src])
  if (!src || failed) {
    return <span aria-hidden="true" data-picture="placeholder" className={`block ${className ?? ''} ${PLACEHOLDER}`} />
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sources are already proxied; a plain img keeps ISR pages static
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      style={ratio ? { aspectRatio: String(ratio) } : undefined}
      onError={() => setFailed(true)}
      className={className}
    />
  )
}
