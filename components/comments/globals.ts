// Outside widgets announce themselves as window globals (window.Artalk, window.twikoo…).
// Each backend states the shape it relies on; these two helpers keep the casts in one place.

type WindowRecord = Record<string, unknown>

/** The global `name`, typed as the caller expects it (undefined when the script did not set it). */
export function windowGlobal<T>(name: string): T | undefined {
  return (window as unknown as WindowRecord)[name] as T | undefined
}

export function setWindowGlobal(name: string, value: unknown): void {
  ;(window as unknown as WindowRecord)[name] = value
}

/** The global, or an error naming what the script failed to define. */
export function requireGlobal<T>(name: string): T {
  const value = windowGlobal<T>(name)
  if (value === undefined) throw new Error(`the script did not define window.${name}`)
  return value
}
