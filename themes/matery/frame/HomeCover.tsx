// The first home page's full-screen cover: the site picture under a soft veil (an
// indigo-to-violet gradient without one), the title large and centred, the subtitles typed one
// after another, and the round outlined button down to the cards.
import { Picture } from '@/components/media/Picture'
import { StartReading } from '@/components/sections/home/StartReading'
import { TypedWords } from '@/components/sections/home/TypedWords'
import { useSite } from '@/components/site/SiteContext'
import { useMateryConfig } from '../useMateryConfig'
import { CONTENT_ID } from './look'

/** The typed lines: the setting's, split at |, or else the site's description. */
function subtitlesOf(setting: string, description: string): string[] {
  const lines = setting.split('|').map((line) => line.trim()).filter(Boolean)
  return lines.length > 0 ? lines : [description]
}

export function HomeCover() {
  const { info } = useSite()
  const { MATERY_HOME_SUBTITLES } = useMateryConfig()
  return (
    <section
      data-page-header=""
      data-matery-cover=""
      className="relative flex h-svh min-h-[28rem] flex-col items-center justify-center overflow-hidden bg-linear-to-br from-[#3949ab] via-[#5e35b1] to-[#8e24aa] px-6 text-center text-white"
    >
      {info.pageCover && <Picture src={info.pageCover} eager className="absolute inset-0 h-full w-full object-cover" />}
      <div aria-hidden="true" className="absolute inset-0 bg-black/25 dark:bg-black/50" />
      <div className="relative flex max-w-3xl flex-col items-center gap-4 [text-shadow:0_3px_8px_rgba(0,0,0,0.45)]">
        <h1 className="text-4xl font-light tracking-wide break-words sm:text-6xl">{info.title}</h1>
        <p className="min-h-[1.6em] max-w-2xl text-lg sm:text-xl">
          <TypedWords words={subtitlesOf(MATERY_HOME_SUBTITLES, info.description)} />
        </p>
        <StartReading
          targetId={CONTENT_ID}
          className="mt-8 rounded-full border border-white/80 px-10 py-3 text-base tracking-widest transition-colors hover:bg-white hover:text-[#5e35b1] [text-shadow:none]"
        />
      </div>
    </section>
  )
}
