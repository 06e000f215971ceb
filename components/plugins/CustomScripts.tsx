// The owner's scripts: /js/custom.js (when enabled) and URLs from the environment, in order,
// after the page is interactive. Never text from the workspace.
import { loadScript } from '@/lib/plugins/load-asset'
import { useAfterInteractive } from './useAfterInteractive'

export function CustomScripts({ scripts }: { scripts: string[] }) {
  useAfterInteractive(() => {
    for (const src of scripts) void loadScript(src, { ordered: true })
  }, [scripts])
  return null
}
