// Starts the configured analytics once per page load, after the page is interactive, and
// reports client-side page changes to the services that need to be told.
import type { AnalyticsPlugins } from '@/lib/plugins/types'
import { useAfterInteractive } from '../useAfterInteractive'
import { useRouteChange } from '../useRouteChange'
import { trackersFor, type Tracker } from './trackers'

const started = new Map<string, Tracker>()

function safely(name: string, run: () => void) {
  try {
    run()
  } catch (error) {
    console.warn(`[plugins] analytics ${name} failed`, error)
  }
}

export function AnalyticsPlugin({ config }: { config: AnalyticsPlugins }) {
  useAfterInteractive(() => {
    for (const tracker of trackersFor(config)) {
      if (started.has(tracker.name)) continue
      started.set(tracker.name, tracker)
      safely(tracker.name, tracker.start)
    }
  }, [config])
  useRouteChange((url) => {
    for (const tracker of started.values()) {
      const { pageView } = tracker
      if (pageView) safely(tracker.name, () => pageView(url))
    }
  })
  return null
}

/** Tests only. */
export function forgetStartedTrackers(): void {
  started.clear()
}
