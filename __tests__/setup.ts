import '@testing-library/jest-dom/vitest'

// Component tests render without a page, whose language chunk would bring its texts: every
// language is available to them.
import { provideFallbackDictionaries } from '@/lib/i18n/react'
import { DICTIONARIES } from '@/lib/i18n/locales'

provideFallbackDictionaries(DICTIONARIES)
