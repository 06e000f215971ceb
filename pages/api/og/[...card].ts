// The social cards' route: lib/og/card-handler.ts.
import { createCardHandler } from '@/lib/og/card-handler'

export default createCardHandler()
