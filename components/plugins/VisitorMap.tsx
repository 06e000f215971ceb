// A visitor-map widget (RevolverMaps-style): its script draws next to itself, so it goes in
// this box. Only on screens 768 px or wider (spec §7); smaller screens request nothing.
import { useRef } from 'react'
import { loadScript } from '@/lib/plugins/load-asset'
import { usePluginTexts } from './texts'
import { useAfterInteractive } from './useAfterInteractive'

export const VISITOR_MAP_MEDIA = '(min-width: 768px)'

export function VisitorMap({ config }: { config: { scriptUrl: string } }) {
  const texts = usePluginTexts()
  const box = useRef<HTMLElement>(null)
  useAfterInteractive(() => {
    const wide = window.matchMedia?.(VISITOR_MAP_MEDIA).matches ?? false
    if (wide && box.current) void loadScript(config.scriptUrl, { parent: box.current })
  }, [config.scriptUrl])
  return <aside ref={box} aria-label={texts.visitorMap} className="mx-auto hidden w-fit max-w-full py-4 md:block" />
}
