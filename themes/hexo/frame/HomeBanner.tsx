// The first home page's full-screen banner: the site cover (a gradient without one), the title,
// the greetings typed one after another, the category buttons, and the button down to the posts.
import { ChevronDown } from '@/components/icons'
import { StartReading } from '@/components/sections/home/StartReading'
import { TypedWords } from '@/components/sections/home/TypedWords'
import { useGreetings } from '@/components/sections/home/useGreetings'
import { useSite } from '@/components/site/SiteContext'
import { useHexoConfig } from '../useHexoConfig'
import { BannerCategories } from './BannerCategories'
import { CoverBand } from './CoverBand'
import { CONTENT_ID } from './look'

const SHADOW = '[text-shadow:2px_2px_4px_rgba(0,0,0,0.15)]'

export function HomeBanner() {
  const { info } = useSite()
  const { HEXO_HOME_BANNER_GREETINGS, HEXO_HOME_BANNER_CATEGORIES } = useHexoConfig()
  const greetings = useGreetings(HEXO_HOME_BANNER_GREETINGS)
  return (
    <CoverBand
      name="home"
      cover={info.pageCover}
      veil="bg-black/20"
      className="flex h-svh min-h-[30rem] flex-col items-center justify-center bg-linear-to-br from-[#3f78b5] via-[#8aa0ad] to-[#e7bd7a] px-5 pb-16 md:pb-40"
    >
      <div className={`relative flex w-full max-w-full flex-col items-center gap-3 text-center ${SHADOW}`}>
        <h1 className="text-4xl font-bold break-words md:text-5xl">{info.title}</h1>
        <p className="min-h-[1.75em] text-lg md:text-xl">
          <TypedWords words={greetings} />
        </p>
        <div className="mt-8 flex w-full justify-center md:mt-24">
          <BannerCategories count={HEXO_HOME_BANNER_CATEGORIES} />
        </div>
      </div>
      <StartReading
        targetId={CONTENT_ID}
        icon={<ChevronDown className="h-6 w-6 motion-safe:animate-bounce" />}
        className={`absolute bottom-6 left-1/2 flex -translate-x-1/2 flex-col items-center gap-1 text-sm text-white/90 hover:text-white ${SHADOW}`}
      />
    </CoverBand>
  )
}
