// `npm run export` options: flags first, then the environment, then the defaults. Pure.
//   --out <dir>       FOLIO_EXPORT_DIR    where the static site goes (default out)
//   --dist <dir>      FOLIO_EXPORT_DIST   the build's folder (default .next-export)
//   --port <n>        FOLIO_EXPORT_PORT   the loopback port the build is served on while crawled (default 3430)
//   --site-url <url>  FOLIO_EXPORT_URL    the public address, when LINK is not set (for feeds and sitemap)
//   --skip-build                          crawl the build already in --dist (made by an earlier export)

export interface ExportOptions {
  outDir: string
  distDir: string
  port: number
  siteUrl: string
  skipBuild: boolean
}

export class ExportOptionsError extends Error {}

export function exportOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ExportOptions {
  const options: ExportOptions = {
    outDir: env.FOLIO_EXPORT_DIR || 'out',
    distDir: env.FOLIO_EXPORT_DIST || '.next-export',
    port: Number(env.FOLIO_EXPORT_PORT || 3430),
    siteUrl: env.FOLIO_EXPORT_URL || '',
    skipBuild: false,
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    const value = () => {
      const v = argv[++i]
      if (!v) throw new ExportOptionsError(`${arg} needs a value`)
      return v
    }
    if (arg === '--out') options.outDir = value()
    else if (arg === '--dist') options.distDir = value()
    else if (arg === '--port') options.port = Number(value())
    else if (arg === '--site-url') options.siteUrl = value()
    else if (arg === '--skip-build') options.skipBuild = true
    else throw new ExportOptionsError(`unknown option "${arg}"`)
  }
  if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65535)
    throw new ExportOptionsError(`not a port: ${options.port}`)
  if (options.siteUrl && !/^https?:\/\/[^/]+/.test(options.siteUrl))
    throw new ExportOptionsError(`--site-url must be an http(s) address: ${options.siteUrl}`)
  // The export empties its folder first: never the project, nor a folder holding it.
  const out = options.outDir.replace(/\/+$/, '')
  if (['', '.', '..', '/'].includes(out) || out.startsWith('../') || ['public', 'pages', 'lib', 'node_modules'].includes(out))
    throw new ExportOptionsError(`refusing to empty "${options.outDir}" for the export`)
  return options
}

/** What the walk starts from; everything else is found by following links and data. */
export function exportSeeds(basePath: string, languages: readonly string[]): string[] {
  const site = (lang?: string) => {
    const root = `${basePath}${lang ? `/${lang}` : ''}`
    return [root || '/', `${root}/archive`, `${root}/category`, `${root}/tag`, `${root}/search`,
      `${root}/rss/feed.xml`, `${root}/rss/atom.xml`, `${root}/rss/feed.json`]
  }
  return [
    ...site(),
    `${basePath}/sitemap.xml`,
    `${basePath}/robots.txt`,
    `${basePath}/feed`,
    `${basePath}/search-index.json`,
    ...languages.flatMap((lang) => [...site(lang), `${basePath}/search-index-${encodeURIComponent(lang)}.json`]),
  ]
}
