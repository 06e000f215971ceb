import path from 'node:path'
import type { NextConfig } from 'next'
import blogConfig from './blog.config'
import { authKeysComplete } from './lib/auth/enabled'
import { resolveSubPath } from './lib/routes/sub-path-setting'
import { publicFileHeaders } from './lib/routes/static-cache'
import { OPTIMIZER_DEVICE_WIDTHS, OPTIMIZER_IMAGE_WIDTHS, OPTIMIZER_QUALITIES } from './lib/images/sized-sources'
import { BundleStatsPlugin } from './scripts/bundle-stats-plugin'

function builtClerkPublishableKey(): string {
  const keys = {
    publishableKey: process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY ?? '',
    secretKey: process.env.CLERK_SECRET_KEY ?? '',
  }
  return authKeysComplete(keys) ? keys.publishableKey.trim() : ''
}

// SUB_PATH (blog.config.ts < environment) is Next's basePath, fixed when the site is built.
const { subPath, problems: subPathProblems } = resolveSubPath({ file: blogConfig, env: process.env })
for (const problem of subPathProblems) console.warn(`[config] ${problem}; ignored`)

// DEV_BUNDLE_ANALYZE (blog.config.ts < environment): the bundle report (scripts/bundle-stats-plugin.ts).
const bundleAnalyze = /^(true|1)$/.test(process.env.DEV_BUNDLE_ANALYZE ?? String(blogConfig.DEV_BUNDLE_ANALYZE ?? false))

const nextConfig: NextConfig = {
  reactStrictMode: true,
  basePath: subPath,
  // Lets several dev servers (one per helper or test run) share the checkout.
  distDir: process.env.FOLIO_DIST_DIR || '.next',
  poweredByHeader: false,
  // Folio's server (scripts/serve.ts) compresses, with brotli where the browser takes it.
  compress: false,
  // REDIS_URL (read when the server starts): several instances share regenerated pages through
  // Redis (README, "Several instances on Redis"). Without it Next's own cache, and no Redis code.
  // A standalone build always names the handler (its configuration is fixed at build time; the
  // handler itself is Next's cache unchanged while REDIS_URL is unset).
  ...(process.env.REDIS_URL?.trim() || process.env.FOLIO_STANDALONE === '1'
    ? { cacheHandler: path.join(process.cwd(), 'lib/shared-cache/next-cache-handler.mjs') }
    : {}),
  // FOLIO_STANDALONE=1: a self-contained server folder for Docker (<distDir>/standalone, completed
  // by scripts/standalone.ts). What Folio reads from disk at run time is named here, as tracing
  // cannot see paths built at run time: the demo workspace and the code themes' CSS.
  ...(process.env.FOLIO_STANDALONE === '1'
    ? {
        output: 'standalone' as const,
        outputFileTracingIncludes: { '*': ['./demo/workspace/**/*', './node_modules/prismjs/themes/**/*'] },
        // The build machine's own Notion cache is not the image's.
        outputFileTracingExcludes: { '*': ['./.next*/cache/**/*'] },
      }
    : {}),
  // `npm run test:all` type-checks the whole project (tests and scripts included) as its own
  // step; checking again inside every build would only add time.
  typescript: { ignoreBuildErrors: true },
  // Always inline the Clerk publishable key ('' when unset) so a keyless build drops every
  // Clerk branch from the browser code (Next leaves unset NEXT_PUBLIC_ variables as text).
  // Sign-in needs both keys (lib/auth/enabled.ts): with only the publishable one the browser
  // gets '' too, so no page ships or contacts Clerk for a half-configured site.
  // NEXT_PUBLIC_FOLIO_BASE_PATH: the base path for what Next does not prefix itself (plain
  // links, fetch(), images, absolute URLs): lib/routes/base-path.ts.
  env: { NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: builtClerkPublishableKey(), NEXT_PUBLIC_FOLIO_BASE_PATH: subPath },
  // Next's image optimiser sizes only the site's own files (lib/images/sized-sources.ts), at the
  // widths and qualities pages ask for, as AVIF or WebP where the browser takes them.
  images: {
    localPatterns: [{ pathname: `${subPath}/api/file/**` }],
    remotePatterns: [],
    deviceSizes: [...OPTIMIZER_DEVICE_WIDTHS],
    imageSizes: [...OPTIMIZER_IMAGE_WIDTHS],
    qualities: [...OPTIMIZER_QUALITIES],
    formats: ['image/avif', 'image/webp'],
    // A file's address does not say it is an SVG (Notion uploads can be): the optimiser then
    // passes it through unresized, sandboxed and with no script, instead of refusing it.
    dangerouslyAllowSVG: true,
    contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'; sandbox;",
    contentDispositionType: 'attachment',
  },
  // Local dev and e2e open the site at 127.0.0.1 as well as localhost.
  allowedDevOrigins: ['127.0.0.1'],
  // Files from public/ get the spec's browser and CDN cache times; pages and /_next do not
  // (lib/routes/static-cache.ts). POST_URL_PREFIX is environment or blog.config.ts only.
  async headers() {
    return publicFileHeaders(process.env.POST_URL_PREFIX ?? blogConfig.POST_URL_PREFIX ?? 'article')
  },
  // Only for the bundle report: with any webpack() here Next compiles in its own main process,
  // not in a build worker that exits after compiling, and keeps that memory while it generates
  // the pages (a 10,000-post build peaked at 2.1 GB; 1.4 GB with the worker, issue 37).
  ...(bundleAnalyze
    ? {
        webpack(config: { plugins: unknown[] }, { isServer, dev }: { isServer: boolean; dev: boolean }) {
          if (!isServer && !dev) config.plugins.push(new BundleStatsPlugin(path.resolve(process.env.FOLIO_DIST_DIR || '.next')))
          return config
        },
      }
    : {}),
  async redirects() {
    return [{ source: '/feed', destination: '/rss/feed.xml', permanent: true }]
  },
  // No rewrites() here: the proxy sends feeds, the sitemap, robots.txt and the search index to
  // their API routes (lib/routes/site-files.ts says why).
}

export default nextConfig
