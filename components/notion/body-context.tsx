// What NotionBody prepared for the pieces react-notion-x renders (equations, code, images):
// the server's extras, the settings, and the sizes and sources of the body's images.
import { createContext, useContext } from 'react'
import type { BodyExtras, BodySettings } from '@/lib/notion/body-extras'
import { DEFAULT_BODY_SETTINGS, EMPTY_EXTRAS } from '@/lib/notion/body-extras'
import type { BodyImageInfo } from './image-info'

export interface BodyContextValue {
  extras: BodyExtras
  settings: BodySettings
  /** Image blocks by the URL the renderer asks the Image component to show. */
  images: ReadonlyMap<string, BodyImageInfo>
  /** The page the body belongs to (named in logs). */
  pageId?: string
  /** Drawn once on the server as static HTML: no script will run in it (static-markup.tsx). */
  staticMarkup?: boolean
}

const BodyContext = createContext<BodyContextValue>({
  extras: EMPTY_EXTRAS,
  settings: DEFAULT_BODY_SETTINGS,
  images: new Map(),
  pageId: '',
})

export const BodyContextProvider = BodyContext.Provider

export function useBody(): BodyContextValue {
  return useContext(BodyContext)
}
