// Security headers every response of the site carries (the proxy adds them). Pure: built
// from the settings the proxy can read (environment and blog.config.ts).

export interface SecuritySettings {
  LINK: string
  FRAME_ANCESTORS: string
}

/**
 * Features the site never uses, off for the page and anything it frames. Fullscreen, autoplay,
 * gamepad, picture-in-picture and encrypted media stay available: video players and games
 * in frames need them.
 */
const PERMISSIONS_OFF = [
  'accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid',
  'magnetometer', 'microphone', 'midi', 'payment', 'serial', 'usb', 'browsing-topics',
]

/** A year; only sent when the site's public URL (LINK) is https. */
const HSTS_MAX_AGE = 31_536_000

export function securityHeaders(settings: SecuritySettings): Record<string, string> {
  const ancestors = settings.FRAME_ANCESTORS.trim() || "'self'"
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': `frame-ancestors ${ancestors}`,
    'Permissions-Policy': PERMISSIONS_OFF.map((feature) => `${feature}=()`).join(', '),
  }
  // Browsers without frame-ancestors understand only these two values.
  if (ancestors === "'self'") headers['X-Frame-Options'] = 'SAMEORIGIN'
  if (ancestors === "'none'") headers['X-Frame-Options'] = 'DENY'
  if (/^https:\/\//i.test(settings.LINK)) headers['Strict-Transport-Security'] = `max-age=${HSTS_MAX_AGE}`
  return headers
}
