import { createFiguresHandler } from '@/lib/readership/figures-handler'

export default createFiguresHandler()
