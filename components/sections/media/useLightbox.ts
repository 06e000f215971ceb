// The open/closed state of one Lightbox: which image is on screen (null while closed).
import { useState } from 'react'

export function useLightbox() {
  const [index, setIndex] = useState<number | null>(null)
  return {
    /** Spread onto <Lightbox images={…} {...viewer.props} />. */
    props: { index, onIndexChange: setIndex, onClose: () => setIndex(null) },
    openAt: (at: number) => setIndex(at),
  }
}
