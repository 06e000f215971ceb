import { createWebhookHandler } from '@/lib/webhooks/webhook-handler'

// The signature is over the raw bytes: the handler reads the body itself (with a size limit).
export const config = { api: { bodyParser: false } }

export default createWebhookHandler()
