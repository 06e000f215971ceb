import { createStatsHandler } from '@/lib/readership/stats-handler'

export default createStatsHandler()
