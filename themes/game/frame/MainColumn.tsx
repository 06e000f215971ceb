// The area right of the side cards: the page, then the footer line.
import type { ReactNode } from 'react'
import { FrameChrome } from '@/components/frame/FrameChrome'
import { Footer } from './Footer'

export function MainColumn({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col">
      <main id="main" className="min-w-0 flex-1">
        {children}
      </main>
      <FrameChrome>
        <Footer />
      </FrameChrome>
    </div>
  )
}
