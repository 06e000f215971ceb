// What each comment backend needs from the Content-Security-Policy, declared next to the
// backend rules: typed by CommentKind, so a new backend does not compile until it says what
// it needs. Avatars are images, which the policy takes from any https host (lib/security/csp.ts).
import { mergeSources, originOf, sourcesFor, type CspSources } from '@/lib/security/csp-sources'
import type { BackendOf, CommentBackend, CommentConfig, CommentKind } from './types'

type Declarations = { [K in CommentKind]: (backend: BackendOf<K>) => CspSources }

/** Twikoo on Tencent CloudBase (an environment id rather than a URL). */
const TWIKOO_CLOUDBASE: CspSources = {
  connect: ['https://*.tcloudbase.com', 'https://*.tcb.qcloud.la', 'https://tcb-api.tencentcloudapi.com'],
}

/** LeanCloud's own domains, for a Valine without a server URL. */
const LEANCLOUD: CspSources = {
  connect: ['https://*.leancloud.cn', 'https://*.lncld.net', 'https://*.lncldglobal.com', 'https://app-router.com'],
}

/** Utterances draws its frame from its own site whatever host serves the script. */
const UTTERANCES_FRAME = 'https://utteranc.es'

const DECLARATIONS: Declarations = {
  artalk: ({ server }) => sourcesFor([server], ['connect']),
  twikoo: ({ envId }) => (originOf(envId) ? sourcesFor([envId], ['connect']) : TWIKOO_CLOUDBASE),
  // The emoji sets Waline shows by default come from unpkg.
  waline: ({ serverUrl }) => mergeSources(sourcesFor([serverUrl], ['connect']), { connect: ['https://unpkg.com'] }),
  valine: ({ serverUrl }) => (serverUrl ? sourcesFor([serverUrl], ['connect']) : LEANCLOUD),
  giscus: () => ({ frame: ['https://giscus.app'] }),
  cusdis: ({ host }) => sourcesFor([host], ['script', 'frame', 'connect']),
  utterances: ({ scriptUrl }) => mergeSources(sourcesFor([scriptUrl], ['script', 'frame']), { frame: [UTTERANCES_FRAME] }),
  // Gitalk reads GitHub's API and trades the sign-in code through its default CORS proxy.
  gitalk: () => ({ connect: ['https://api.github.com', 'https://github.com', 'https://cors-anywhere.azm.workers.dev'] }),
  webmention: () => ({ connect: ['https://webmention.io'] }),
}

function declared(backend: CommentBackend): CspSources {
  const declare = DECLARATIONS[backend.kind] as (b: CommentBackend) => CspSources
  return declare(backend)
}

/** The sources the configured comment backends need (nothing when comments are off). */
export function commentCspSources(config: CommentConfig | undefined): CspSources {
  return mergeSources(...(config?.backends ?? []).map(declared))
}
