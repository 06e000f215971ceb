// The comment packages that ship no type declarations: only what our backends call.
declare module 'twikoo' {
  interface TwikooOptions {
    envId: string
    el: string | HTMLElement
    path?: string
    lang?: string
  }
  export function init(options: TwikooOptions): Promise<unknown> | unknown
}

declare module 'valine' {
  interface ValineOptions {
    el: string | HTMLElement
    appId: string
    appKey: string
    path?: string
    lang?: string
    serverURLs?: string
  }
  class Valine {
    constructor(options: ValineOptions)
  }
  export default Valine
}
