// The production server answers view beacons itself, before Next's request pipeline (a view
// costs a few hundredths of a millisecond instead of a whole API route: issue 36's soak). The
// counting stays in the one copy of the data layer that Next's bundle holds: the view route's
// module, once loaded, hands it to the server through this process-wide slot.
import type { RequestLike } from '@/lib/lock/client-address'

export interface ViewSink {
  /** The beacon's URL path, base path included: the one the sink answers for. */
  path: string
  take(request: RequestLike, path: string, at: number): void
}

const SLOT = Symbol.for('folio.readership.view-sink')

type WithSink = { [SLOT]?: ViewSink }

export function registerViewSink(sink: ViewSink): void {
  ;(globalThis as WithSink)[SLOT] = sink
}

export function currentViewSink(): ViewSink | undefined {
  return (globalThis as WithSink)[SLOT]
}
