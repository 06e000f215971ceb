import { createUnlockHandler } from '@/lib/lock/handler'

export default createUnlockHandler()
