// The greetings a home banner types: the owner's, as written, when the theme's setting has any;
// otherwise the ones of the visitor's language (a default written in one language would greet a
// Chinese site in English).
import { useMemo } from 'react'
import { useT } from '@/lib/i18n/react'

export function useGreetings(own: readonly string[]): readonly string[] {
  const { t } = useT()
  const language = t.home.hero.greetings
  return useMemo(() => {
    const written = own.filter((greeting) => greeting.trim() !== '')
    return written.length > 0 ? written : Object.values(language)
  }, [own, language])
}
