// HTTP security headers (lib/routes/security-headers.ts) and the Content-Security-Policy
// (lib/security). Read by the proxy on every request, before any Notion data: environment or
// blog.config.ts only.
import { z } from 'zod'
import { envOnly } from '@/lib/config/setting-flags'

/** One CSP source: 'self', 'none', a scheme+host, or a host (wildcard subdomain allowed). */
const FRAME_SOURCE = /^(?:'self'|'none'|https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d{1,5})?|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?)$/i

export const securitySettings = z.object({
  FRAME_ANCESTORS: envOnly(
    z
      .string()
      .trim()
      .refine((v) => v.split(/\s+/).every((s) => FRAME_SOURCE.test(s)), {
        message: "expected CSP sources separated by spaces, e.g. 'self' https://example.com",
      })
      .default("'self'")
      .describe(
        "Who may show the site in a frame (CSP frame-ancestors): 'self' (default), 'none', or sources such as https://example.com",
      ),
  ),
  CSP_ENABLED: envOnly(
    z
      .boolean()
      .default(true)
      .describe('Send a Content-Security-Policy made from the configuration (see README "Security"); false: none'),
  ),
  CSP_REPORT_ONLY: envOnly(
    z
      .boolean()
      .default(false)
      .describe(
        'Only report what the Content-Security-Policy would block (Content-Security-Policy-Report-Only header) instead of blocking it',
      ),
  ),
})
