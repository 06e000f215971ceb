// What the browser learns about comments: one descriptor per configured backend, public values
// only (Gitalk's client secret is the exception its design forces). No backend, no section.

export type GiscusMapping = 'pathname' | 'url' | 'title' | 'og:title'

export interface ArtalkBackend {
  kind: 'artalk'
  server: string
  site: string
}

export interface TwikooBackend {
  kind: 'twikoo'
  envId: string
}

export interface WalineBackend {
  kind: 'waline'
  serverUrl: string
}

export interface ValineBackend {
  kind: 'valine'
  appId: string
  appKey: string
  /** '' lets Valine pick LeanCloud's default domain. */
  serverUrl: string
}

export interface GiscusBackend {
  kind: 'giscus'
  repo: string
  repoId: string
  category: string
  categoryId: string
  mapping: GiscusMapping
  reactions: boolean
  inputPosition: 'top' | 'bottom'
}

export interface CusdisBackend {
  kind: 'cusdis'
  appId: string
  host: string
}

export interface UtterancesBackend {
  kind: 'utterances'
  repo: string
  issueTerm: GiscusMapping
  label: string
  scriptUrl: string
}

export interface GitalkBackend {
  kind: 'gitalk'
  repo: string
  owner: string
  admin: string[]
  clientId: string
  clientSecret: string
}

export interface WebmentionBackend {
  kind: 'webmention'
  /** The domain as registered at webmention.io. */
  hostname: string
}

export type CommentBackend =
  | ArtalkBackend
  | TwikooBackend
  | WalineBackend
  | ValineBackend
  | GiscusBackend
  | CusdisBackend
  | UtterancesBackend
  | GitalkBackend
  | WebmentionBackend

export type CommentKind = CommentBackend['kind']

export type BackendOf<K extends CommentKind> = Extract<CommentBackend, { kind: K }>

export interface CommentConfig {
  /** In the spec's order; the first is the tab shown first. Empty: comments are off. */
  backends: CommentBackend[]
}
