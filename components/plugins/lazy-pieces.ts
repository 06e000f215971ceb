// A piece behind a gate (a tiny static component that renders a next/dynamic piece only when
// the page shows it) lives in a module the server may evaluate only while a lazily loaded
// layout loads, after Next has preloaded the dynamic imports it knew of. The server starts
// loading the pieces as the module is evaluated, long before that page renders, so a piece is
// in the HTML (and its chunk referenced) from the first render of a server process on.
// Tests, which render synchronously, call the returned preload first.
import { preloadDynamic } from '@/components/site/preload-dynamic'

export function piecesPreloader(...pieces: unknown[]): () => Promise<void> {
  let loading: Promise<void> | undefined
  const preload = () => (loading ??= Promise.all(pieces.map(preloadDynamic)).then(() => undefined))
  if (typeof window === 'undefined') void preload()
  return preload
}
