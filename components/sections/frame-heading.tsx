// Whether the theme's frame shows the page's heading (FramePage.heading) in a banner. Then the
// shared sections leave their own (page titles, the article's title) out, so no page shows its
// heading twice; the theme says so once, in defineTheme({ headingInFrame: true }).
import { createContext, useContext } from 'react'

const FrameHeading = createContext(false)

export const FrameHeadingProvider = FrameHeading.Provider

export function useHeadingInFrame(): boolean {
  return useContext(FrameHeading)
}
