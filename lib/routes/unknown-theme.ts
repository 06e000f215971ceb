// `?theme=<name>` naming a theme that is not built: the proxy serves the default theme and says
// so in the log, once per name. Names are visitor input, so the log is bounded: after
// MAX_NAMES distinct names it stops, rather than letting a flood of made-up names fill it.

const MAX_NAMES = 50

export function createUnknownThemeWarner(log: (message: string) => void = console.warn, maxNames = MAX_NAMES) {
  const seen = new Set<string>()
  let silenced = false
  return (name: string): void => {
    if (silenced || seen.has(name)) return
    if (seen.size >= maxNames) {
      silenced = true
      log(`[theme] more than ${maxNames} unknown theme names were asked for; no longer logging them`)
      return
    }
    seen.add(name)
    log(`[theme] ?theme=${JSON.stringify(name.slice(0, 40))} is not an available theme; using the default theme`)
  }
}

export const warnUnknownTheme = createUnknownThemeWarner()
