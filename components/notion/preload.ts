// Server side: the body renderer and its lazily loaded pieces, loaded before a page renders
// (see preload-dynamic.ts): the pieces register only once the renderer's own chunk has loaded,
// so without this the first body a process renders would lack its equations and code. Every
// page may show a body (the announcement is in most themes' frame), so routes always do it.
import { preloadDynamic } from '@/components/site/preload-dynamic'
import { bodyComponents, lazyBodyPieces } from './body-components'
import { NotionBody } from './NotionBody'

export async function preloadNotionBody(): Promise<void> {
  await preloadDynamic(NotionBody)
  await Promise.all([...lazyBodyPieces, bodyComponents.Pdf].map(preloadDynamic))
}
