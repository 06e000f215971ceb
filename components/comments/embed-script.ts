// Embeds that draw next to their own <script> tag (Giscus, Utterances) need a fresh script
// inside the container on every mount, so the shared once-per-URL loader does not fit them.
// Values go in as attributes only, never as code.
import { isLoadableUrl } from '@/lib/plugins/load-asset'

export function embedScript(
  container: HTMLElement,
  src: string,
  attributes: Readonly<Record<string, string>>,
): Promise<boolean> {
  if (!isLoadableUrl(src)) {
    console.warn(`[comments] refused to load "${src}": not an http(s) URL or site path`)
    return Promise.resolve(false)
  }
  return new Promise((resolve) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.crossOrigin = 'anonymous'
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
    script.addEventListener('load', () => resolve(true), { once: true })
    script.addEventListener(
      'error',
      () => {
        console.warn(`[comments] could not load ${src}`)
        resolve(false)
      },
      { once: true },
    )
    container.appendChild(script)
  })
}
