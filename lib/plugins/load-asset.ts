// Loads an outside script or stylesheet once per URL. Values go in as element properties and
// attributes only (never as code). A failure is a console warning and a `false` result: the
// page keeps working. Site paths (`/js/custom.js`) are taken as the owner wrote them and put
// under SUB_PATH's base path here, the one place scripts are added: callers never add it.
import { withBasePath } from '@/lib/routes/base-path'

const pending = new Map<string, Promise<boolean>>()

export interface ScriptOptions {
  /** Set with setAttribute, so any text is inert data. */
  attributes?: Readonly<Record<string, string>>
  /** Where the element goes (a widget that draws next to its script); default <head>. */
  parent?: HTMLElement
  /** Keep insertion order with other ordered scripts (async=false). */
  ordered?: boolean
}

/** http(s) URLs, protocol-relative URLs and site paths; never javascript: or data:. */
export function isLoadableUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url) || /^\/(?!\/)/.test(url)
}

function load(
  key: string,
  url: string,
  create: (address: string) => HTMLElement,
  parent: HTMLElement,
): Promise<boolean> {
  const known = pending.get(key)
  if (known) return known
  if (!isLoadableUrl(url)) {
    console.warn(`[plugins] refused to load "${url}": not an http(s) URL or site path`)
    return Promise.resolve(false)
  }
  const address = withBasePath(url)
  const done = new Promise<boolean>((resolve) => {
    const element = create(address)
    element.addEventListener('load', () => resolve(true), { once: true })
    element.addEventListener(
      'error',
      () => {
        console.warn(`[plugins] could not load ${address}`)
        resolve(false)
      },
      { once: true },
    )
    parent.appendChild(element)
  })
  pending.set(key, done)
  return done
}

export function loadScript(src: string, options: ScriptOptions = {}): Promise<boolean> {
  return load(
    `script:${src}`,
    src,
    (address) => {
      const script = document.createElement('script')
      script.src = address
      script.async = !options.ordered
      for (const [name, value] of Object.entries(options.attributes ?? {})) script.setAttribute(name, value)
      return script
    },
    options.parent ?? document.head,
  )
}

export function loadStylesheet(href: string): Promise<boolean> {
  return load(
    `style:${href}`,
    href,
    (address) => {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = address
      return link
    },
    document.head,
  )
}

/** Tests only: forget what was loaded. */
export function forgetLoadedAssets(): void {
  pending.clear()
}
