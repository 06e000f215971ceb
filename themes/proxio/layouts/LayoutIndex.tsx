// The home page: the welcome cover (PROXIO_WELCOME), then the page of sections; the blog's
// later pages are LayoutPostList.
import type { LayoutDataMap } from '@/themes/contract'
import { HomeSections } from '../home/HomeSections'
import { WelcomeCover } from '../home/WelcomeCover'
import { useProxioConfig } from '../useProxioConfig'

export function LayoutIndex({ posts }: LayoutDataMap['LayoutIndex']) {
  const { PROXIO_WELCOME } = useProxioConfig()
  return (
    <>
      {PROXIO_WELCOME && <WelcomeCover />}
      <HomeSections posts={posts} coverShown={PROXIO_WELCOME} />
    </>
  )
}
