import { createUnlockHandler } from '@/lib/lock/handler'

// A post id and a password: anything larger is refused (413) before it is read.
export const config = { api: { bodyParser: { sizeLimit: '2kb' } } }

export default createUnlockHandler()
