// Downloads an image off-screen so the visible <img> can keep its placeholder until the file
// is complete (spec §2: "placeholder until loaded"), then show it at once from the cache.
import { useEffect, useState } from 'react'

export type PreloadOutcome = 'pending' | 'loaded' | 'failed'

export interface PreloadSource {
  src: string
  /** Same srcset and sizes as the visible image, so the browser picks the same file. */
  srcSet?: string
  sizes?: string
}

export function useImagePreload(start: boolean, { src, srcSet, sizes }: PreloadSource): PreloadOutcome {
  const [done, setDone] = useState<{ src: string; outcome: 'loaded' | 'failed' } | null>(null)
  useEffect(() => {
    if (!start || !src) return
    const image = new Image()
    let current = true
    image.onload = () => {
      if (current) setDone({ src, outcome: 'loaded' })
    }
    image.onerror = () => {
      if (!current) return
      console.warn(`[image] could not load ${src}`)
      setDone({ src, outcome: 'failed' })
    }
    image.decoding = 'async'
    // sizes and srcset before src: setting src first may start a download of the wrong file.
    if (sizes) image.sizes = sizes
    if (srcSet) image.srcset = srcSet
    image.src = src
    return () => {
      current = false
      image.onload = null
      image.onerror = null
    }
  }, [start, src, srcSet, sizes])
  if (start && !src) return 'failed'
  return done?.src === src ? done.outcome : 'pending'
}
