// Site-wide page context: everything of ThemePageProps except the layout's own data.
// Layouts read it with hooks instead of receiving long prop chains.
import { createContext, useContext, type ReactNode } from 'react'
import type { SiteChrome, ThemePageProps } from '@/lib/routes/types'

export type SiteContextValue = Omit<ThemePageProps, 'data'>

const SiteContext = createContext<SiteContextValue | null>(null)

export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>
}

export function usePageContext(): SiteContextValue {
  const value = useContext(SiteContext)
  if (!value) throw new Error('usePageContext() needs a <SiteProvider> (ThemedPage provides one)')
  return value
}

/** Site chrome: title, menus, author, categories, tags, notice… */
export function useSite(): SiteChrome {
  return usePageContext().chrome
}

/** Pictures' sizing (chrome.images); undefined outside a page (component tests), where pictures keep their file. */
export function useImageSizing(): SiteChrome['images'] {
  return useContext(SiteContext)?.chrome.images
}

/** The tiny preview shown while a picture loads (page props' picturePreviews), if the page has one. */
export function usePicturePreview(src: string): string | undefined {
  return useContext(SiteContext)?.picturePreviews?.[src]
}

/** The active theme's resolved settings, typed by the theme. */
export function useThemeConfig<T extends Record<string, unknown>>(): T {
  return usePageContext().themeConfig as T
}
