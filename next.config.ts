import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Lets several dev servers (one per helper or test run) share the checkout.
  distDir: process.env.FOLIO_DIST_DIR || '.next',
  poweredByHeader: false,
  // Local dev and e2e open the site at 127.0.0.1 as well as localhost.
  allowedDevOrigins: ['127.0.0.1'],
  async redirects() {
    return [{ source: '/feed', destination: '/rss/feed.xml', permanent: true }]
  },
}

export default nextConfig
