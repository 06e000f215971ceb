// Wraps the parts of a frame that are not the page's content (header, footer, sidebars,
// floating buttons): lite mode leaves them out, so a theme only says which parts are chrome.
import type { ReactNode } from 'react'
import { useLite } from './useLite'

export function FrameChrome({ children }: { children: ReactNode }) {
  return useLite() ? null : children
}
