import '@testing-library/jest-dom/vitest'

// Component tests render without a page, whose language chunk would bring its texts: every
// language is available to them.
import { provideFallbackDictionaries } from '@/lib/i18n/react'
import { DICTIONARIES } from '@/lib/i18n/locales'

provideFallbackDictionaries(DICTIONARIES)

// findBy*/waitFor wait for what they wait for, not for a machine's speed: Testing Library's
// default 1 s gave up on a busy machine (data loaded through dynamic imports and fetch stubs
// passed alone in 0.7 s, failed under load). A passing wait returns as soon as its condition
// holds, so the bound costs nothing when the machine is fast.
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 10_000 })
