// Small assets of spec §7 that need a script: the owner's icon-font loader. (Spoiler text is
// made on the server with the body, lib/notion/spoilers.ts; the image shadow is a stylesheet.)
import { loadScript } from '@/lib/plugins/load-asset'
import { useAfterInteractive } from '../useAfterInteractive'

export const ICONFONT_SCRIPT = '/webfonts/iconfont.js'

interface Props {
  iconFont: boolean
}

export function AssetsPlugin({ iconFont }: Props) {
  useAfterInteractive(() => {
    if (iconFont) void loadScript(ICONFONT_SCRIPT)
  }, [iconFont])
  return null
}
