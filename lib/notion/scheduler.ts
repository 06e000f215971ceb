// One scheduler for every Notion call: bounded concurrency, in-flight dedupe, retries with
// backoff that honour Retry-After, per-endpoint counts, and errors that say what failed.
// A rate limit (429) is about the client, not one request: it pauses every request.

export interface SchedulerOptions {
  concurrency: number
  /** Retries after the first attempt. */
  retries: number
  /** First backoff delay; doubles on each retry. */
  retryBaseMs: number
  /** Upper bound for any single wait, including a server's Retry-After. */
  maxRetryDelayMs: number
  sleep?: (ms: number) => Promise<void>
}

export interface RequestMeta {
  endpoint: string
  /** The page, collection or block the request is about, for error messages. */
  subject?: string
}

export class NotionRequestError extends Error {
  constructor(
    readonly endpoint: string,
    readonly subject: string | undefined,
    readonly status: number | undefined,
    readonly attempts: number,
    cause: unknown,
  ) {
    const what = subject ? `${endpoint} (${subject})` : endpoint
    const why = cause instanceof Error ? cause.message : String(cause)
    super(`Notion ${what} failed after ${attempts} attempt(s)${status ? ` [HTTP ${status}]` : ''}: ${why}`, {
      cause,
    })
    this.name = 'NotionRequestError'
  }
}

interface HttpishError {
  status?: number
  statusCode?: number
  response?: { status?: number; headers?: { get(name: string): string | null } }
}

function statusOf(error: unknown): number | undefined {
  const e = error as HttpishError | undefined
  return e?.status ?? e?.statusCode ?? e?.response?.status
}

function isRetryable(status: number | undefined): boolean {
  // No status means the request never got an answer (timeout, refused, reset, bad JSON).
  return status === undefined || status === 408 || status === 429 || status >= 500
}

/** Retry-After in ms (seconds or an HTTP date), if the server sent one. */
export function retryAfterMs(error: unknown, now = Date.now()): number | undefined {
  const header = (error as HttpishError | undefined)?.response?.headers?.get('retry-after')
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

export class RequestScheduler {
  private active = 0
  private readonly queue: (() => void)[] = []
  private readonly inFlight = new Map<string, Promise<unknown>>()
  private readonly counts = new Map<string, number>()
  private readonly sleep: (ms: number) => Promise<void>
  /** Set while a 429 holds every request back. */
  private pause?: { until: number; over: Promise<void> }

  constructor(private readonly options: SchedulerOptions) {
    this.sleep = options.sleep ?? defaultSleep
  }

  /** HTTP requests sent per endpoint (each retry counts). */
  callCounts(): Record<string, number> {
    return Object.fromEntries(this.counts)
  }

  resetCounts(): void {
    this.counts.clear()
  }

  /** Runs `task` once for all concurrent callers with the same key. */
  run<T>(key: string, meta: RequestMeta, task: () => Promise<T>): Promise<T> {
    const existing = this.inFlight.get(key)
    if (existing) return existing as Promise<T>
    const promise = this.withRetries(meta, task).finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, promise)
    return promise
  }

  private async withRetries<T>(meta: RequestMeta, task: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.withSlot(meta, task)
      } catch (error) {
        const status = statusOf(error)
        if (!isRetryable(status) || attempt > this.options.retries) {
          throw new NotionRequestError(meta.endpoint, meta.subject, status, attempt, error)
        }
        const backoff = this.options.retryBaseMs * 2 ** (attempt - 1)
        const wait = Math.min(retryAfterMs(error) ?? backoff, this.options.maxRetryDelayMs)
        // The retry itself waits for the pause in withSlot, like every other request.
        if (status === 429) this.pauseAll(wait)
        else await this.sleep(wait)
      }
    }
  }

  /** Holds every request (any endpoint) back for `ms`; a longer pause already running wins. */
  private pauseAll(ms: number): void {
    const until = Date.now() + ms
    if (this.pause && this.pause.until >= until) return
    const pause = { until, over: Promise.resolve() }
    pause.over = this.sleep(ms).then(() => {
      if (this.pause === pause) this.pause = undefined
    })
    this.pause = pause
  }

  private async withSlot<T>(meta: RequestMeta, task: () => Promise<T>): Promise<T> {
    for (;;) {
      if (this.pause) await this.pause.over
      else if (this.active >= this.options.concurrency) {
        await new Promise<void>((resolve) => this.queue.push(resolve))
      } else break
    }
    this.active++
    this.counts.set(meta.endpoint, (this.counts.get(meta.endpoint) ?? 0) + 1)
    try {
      return await task()
    } finally {
      this.active--
      this.queue.shift()?.()
    }
  }
}
