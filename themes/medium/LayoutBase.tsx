// The theme's root: page colours and type. The frame (top bar, right panel, footer, bottom
// bar) is placed by each layout through MediumFrame, because the article layout must tell
// it about its TOC and full-width switch while the page is rendered on the server.
import type { LayoutBaseProps } from '@/themes/contract'

export function LayoutBase({ layout, children }: LayoutBaseProps) {
  return (
    <div
      id="theme-medium"
      data-layout={layout}
      // The accent the shared components use (the TOC entry being read, focus rings...): red.
      className="min-h-screen bg-white [--folio-accent:var(--color-red-600)] dark:[--folio-accent:var(--color-red-400)] font-sans text-neutral-800 antialiased dark:bg-neutral-950 dark:text-neutral-300"
    >
      {children}
    </div>
  )
}
