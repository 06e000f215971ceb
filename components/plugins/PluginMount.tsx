// The one place plugins enter a page (ThemedPage renders it after the theme). With nothing
// configured it renders nothing and pulls in no plugin code; otherwise the head tags render
// on the server and everything else loads after mount.
import { useLite } from '@/components/frame/useLite'
import { useSite } from '@/components/site/SiteContext'
import { lazyPlugin } from './lazy-plugin'
import { PluginHead } from './PluginHead'

const PluginHost = lazyPlugin('plugins', () => import('./PluginHost').then((m) => m.PluginHost))

export function PluginMount() {
  const plugins = useSite().plugins
  // Lite mode (an embedded page) is the content alone: no plugin either.
  const lite = useLite()
  if (!plugins || lite) return null
  return (
    <>
      <PluginHead plugins={plugins} />
      <PluginHost plugins={plugins} />
    </>
  )
}
