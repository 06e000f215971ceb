// One warning when a store starts failing and one when it answers again, however many calls
// fail in between: an outage under load must not flood the log.

export interface OutageReporter {
  failed(what: string, error: unknown): void
  recovered(): void
  readonly down: boolean
}

export function outageReporter(name: string, log: (line: string) => void = console.warn): OutageReporter {
  let down = false
  return {
    failed(what, error) {
      if (down) return
      down = true
      const message = error instanceof Error ? error.message : String(error)
      log(`[readership] ${name}: ${what} failed (${message}); page figures are hidden and views are held in memory until it answers again`)
    },
    recovered() {
      if (!down) return
      down = false
      log(`[readership] ${name} answers again`)
    },
    get down() {
      return down
    },
  }
}
