// Utterances (GitHub issues) through its embed script; the iframe follows dark mode.
import { useEffect, useRef } from 'react'
import { useAppearance } from '@/components/appearance/useAppearance'
import { embedScript } from '../embed-script'
import type { BackendProps } from '../types'
import { useFrameTheme } from '../useFrameTheme'
import { useWidget } from '../useWidget'
import { WidgetView } from '../WidgetView'

const themeFor = (dark: boolean) => (dark ? 'github-dark' : 'github-light')

export default function UtterancesComments({ backend }: BackendProps<'utterances'>) {
  const { dark } = useAppearance()
  const darkNow = useRef(dark)
  useEffect(() => {
    darkNow.current = dark
  }, [dark])
  const { containerRef, status } = useWidget(
    'Utterances',
    async (el) => {
      const loaded = await embedScript(el, backend.scriptUrl, {
        repo: backend.repo,
        'issue-term': backend.issueTerm,
        theme: themeFor(darkNow.current),
        ...(backend.label ? { label: backend.label } : {}),
      })
      return loaded ? undefined : false
    },
    [backend.repo, backend.issueTerm, backend.label, backend.scriptUrl],
  )
  useFrameTheme(containerRef, 'iframe.utterances-frame', themeFor(dark), (theme) => ({
    type: 'set-theme',
    theme,
  }))
  return <WidgetView kind="utterances" status={status} containerRef={containerRef} />
}
