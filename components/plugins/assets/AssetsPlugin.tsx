// Small assets of spec §7: the owner's icon-font script and spoiler text in articles.
import { useState } from 'react'
import { loadScript } from '@/lib/plugins/load-asset'
import { useAfterInteractive } from '../useAfterInteractive'
import { useRouteChange } from '../useRouteChange'
import { applySpoilers } from './spoiler'

export const ICONFONT_SCRIPT = '/webfonts/iconfont.js'
const ARTICLE_ROOTS = 'article, #article-wrapper, .notion-page'

interface Props {
  iconFont: boolean
  spoiler?: { tag: string }
}

export function AssetsPlugin({ iconFont, spoiler }: Props) {
  const [page, setPage] = useState(0)
  useRouteChange(() => setPage((n) => n + 1))
  useAfterInteractive(() => {
    if (iconFont) void loadScript(ICONFONT_SCRIPT)
  }, [iconFont])
  const tag = spoiler?.tag ?? ''
  useAfterInteractive(() => {
    for (const root of document.querySelectorAll(ARTICLE_ROOTS)) applySpoilers(root, tag)
  }, [tag, page])
  return null
}
