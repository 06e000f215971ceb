// Shared set-up for plugin component tests: a page context with plugins, the scripts a test
// caused, and a clean slate between tests (loaded URLs, globals, DOM).
import { act } from '@testing-library/react'
import type { ReactElement } from 'react'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { forgetStartedTrackers } from '@/components/plugins/analytics/AnalyticsPlugin'
import { forgetStartedChat } from '@/components/plugins/chat/ChatPlugin'
import { forgetLoadedAssets } from '@/lib/plugins/load-asset'
import type { PluginChrome } from '@/lib/plugins/types'
import { forgetVisitorCounts } from '@/lib/plugins/visitor-counts'

const GLOBALS = [
  'dataLayer', 'gtag', '_hmt', '_czc', '_paq', 'clarity', 'va', 'vaq', 'LA', 'ackeeTracker',
  'adsbygoogle', 'embeddedChatbotConfig', 'difyChatbotConfig', 'CozeWebSDK', 'loadlive2d',
]

export function resetPluginWorld(): void {
  forgetLoadedAssets()
  forgetStartedTrackers()
  forgetStartedChat()
  forgetVisitorCounts()
  for (const el of document.querySelectorAll('script, link[rel="stylesheet"]')) el.remove()
  const w = window as unknown as Record<string, unknown>
  for (const name of GLOBALS) delete w[name]
}

export function renderWithPlugins(ui: ReactElement, plugins: PluginChrome | null) {
  return renderInSite(ui, { chrome: { plugins } })
}

export const scripts = () => [...document.querySelectorAll('script')]
export const scriptSrcs = () => scripts().map((s) => s.getAttribute('src') ?? '')
export const scriptBySrc = (part: string) => scripts().find((s) => (s.getAttribute('src') ?? '').includes(part))

/** Lets lazy chunks, idle callbacks and promises run. */
export async function settle(ms = 20): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms))
  })
}

/** Plays the browser's part: the script at `part` finished loading (or failed). */
export async function finishScript(part: string, outcome: 'load' | 'error' = 'load'): Promise<void> {
  const script = scriptBySrc(part)
  if (!script) throw new Error(`no script with ${part}; have ${scriptSrcs().join(', ')}`)
  await act(async () => {
    script.dispatchEvent(new Event(outcome))
    await Promise.resolve()
  })
}
