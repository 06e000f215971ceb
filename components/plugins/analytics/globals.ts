// The globals the analytics services read: queues our code fills before their script loads.
// Settings values enter them as data (array items, call arguments), never as code.
type Queue = unknown[]
export type QueueFunction = ((...args: unknown[]) => void) & { q?: unknown[] }

export interface AnalyticsWindow {
  dataLayer?: Queue
  gtag?: (...args: unknown[]) => void
  _hmt?: Queue
  _czc?: Queue
  _paq?: Queue
  clarity?: QueueFunction
  va?: QueueFunction
  vaq?: Queue
  LA?: { init?: (options: Record<string, unknown>) => void }
  ackeeTracker?: {
    create: (server: string, options?: Record<string, unknown>) => { record: (domainId: string) => unknown }
  }
}

export function analyticsWindow(): AnalyticsWindow {
  return window as unknown as AnalyticsWindow
}

/** A function that queues its `arguments` object, as gtag.js and Clarity require. */
export function argumentsQueue(push: (args: IArguments) => void): (...args: unknown[]) => void {
  return function queue() {
    // The services read the Arguments object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    push(arguments)
  }
}
