// Environment variables that share a setting's name by accident.

/** `C`, `POSIX`, `en_US.UTF-8`: the operating system's locale, not a site language. */
const SYSTEM_LOCALE = /^(C|POSIX)$|[._]/

/**
 * The environment minus LANG when it holds the system locale: shells and containers set
 * LANG=C.UTF-8, which would otherwise be reported as a bad site language on every build.
 */
export function settingsEnv(
  env: Readonly<Record<string, string | undefined>> | undefined,
): Record<string, string | undefined> | undefined {
  if (!env || env.LANG === undefined || !SYSTEM_LOCALE.test(env.LANG)) return env
  const rest = { ...env }
  delete rest.LANG
  return rest
}
