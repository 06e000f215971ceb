// The Content-Security-Policy text: fixed rules for the site itself plus the sources the
// configured features declared (./csp-sources.ts) and the hashes of the inline scripts.
//
// Kept loose on purpose, and only here:
// - style-src 'unsafe-inline': React style attributes, <style> blocks of the body renderer and
//   the styles comment widgets inject cannot be hashed ahead of time; styles cannot run code.
// - img-src, media-src, frame-src and object-src https:: the workspace's covers, icons, image,
//   video, audio, PDF and embed blocks link any host, and the site moves between pages in the
//   browser without a new policy (a page's policy must allow what the next page shows). None of
//   these can run code in the site's origin; scripts, styles, fonts and connections stay exact.
// Never 'unsafe-inline' for scripts, never 'unsafe-eval' (no feature Folio ships needs it).
// frame-ancestors is not here: the proxy sends it as its own header (meta tags cannot carry it).
import type { CspKind, CspSources } from './csp-sources'

export interface CspInput {
  sources: CspSources
  /** `'sha256-…'` sources of the inline scripts the page runs. */
  scriptHashes: readonly string[]
}

const SELF = "'self'"

/** Fixed sources per directive before the declared ones. */
const BASE: Record<CspKind, readonly string[]> = {
  script: [SELF],
  style: [SELF, "'unsafe-inline'"],
  connect: [SELF],
  frame: [SELF, 'https:'],
  img: [SELF, 'data:', 'blob:', 'https:'],
  font: [SELF, 'data:'],
  media: [SELF, 'data:', 'blob:', 'https:'],
  object: [SELF, 'https:'],
  form: [SELF],
}

function directiveName(kind: CspKind): string {
  return kind === 'form' ? 'form-action' : `${kind}-src`
}

function sourceList(base: readonly string[], extra: readonly string[] = []): string {
  // Where every https host is allowed, naming one adds nothing.
  const named = base.includes('https:') ? extra.filter((source) => !/^https:\/\//i.test(source)) : extra
  const list = [...new Set([...base, ...named])]
  return list.length > 0 ? list.join(' ') : "'none'"
}

export function buildCsp({ sources, scriptHashes }: CspInput): string {
  const directive = (kind: CspKind, extra: readonly string[] = []) =>
    `${directiveName(kind)} ${sourceList(BASE[kind], [...extra, ...(sources[kind] ?? [])])}`
  return [
    `default-src ${SELF}`,
    directive('script', scriptHashes),
    directive('style'),
    directive('img'),
    directive('font'),
    directive('connect'),
    directive('media'),
    directive('frame'),
    directive('object'),
    `base-uri ${SELF}`,
    directive('form'),
  ].join('; ')
}
