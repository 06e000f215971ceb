// Issue 37's serving figure: requests per second of cached pages asked for as a browser asks
// (brotli), as an old client does (gzip) and as curl does (identity), side by side with a
// static file of about the same size served by the same server, in one run. Goals: brotli at
// least identity's rate (it was a third of it when every answer was compressed afresh) and
// at least 80 % of the static file's rate in the same encoding. Given the server's process, the
// CPU time it spent per answer too: on a machine busy with other work requests/s swing by half
// from run to run, CPU per answer much less.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { runLoad, type LoadReport } from '../load'
import { treeProcesses } from '../memory'
import { mark } from './goals'

/** What each client sends: Chromium's header for brotli. */
export const ACCEPT_ENCODINGS = { br: 'gzip, deflate, br, zstd', gzip: 'gzip', identity: 'identity' } as const
export type Encoding = keyof typeof ACCEPT_ENCODINGS

export const STATIC_SHARE_GOAL = 0.8

export interface ServeLoad {
  connections: number
  warmupMs: number
  durationMs: number
}

export interface ServeRow {
  label: string
  path: string
  encoding: Encoding
  /** Bytes on the wire for one answer, and the page's own bytes. */
  sentBytes: number
  bodyBytes: number
  report: LoadReport
  /** The server's CPU time (user + system, all its processes) per answer; NaN without its pid. */
  cpuMsPerAnswer: number
}

/** Clock ticks per second of /proc/<pid>/stat's times: 100 on Linux everywhere it runs. */
const TICKS_PER_SECOND = 100

/** CPU time, in ms, a process and its descendants have used (utime + stime of /proc/<pid>/stat). */
export function treeCpuMs(pid: number): number {
  let ticks = 0
  for (const { pid: one } of treeProcesses(pid)) {
    try {
      const stat = readFileSync(`/proc/${one}/stat`, 'utf8')
      // Fields 14 and 15, counted after the command's closing parenthesis (field 2 may hold spaces).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // the process ended while being read
    }
  }
  return (ticks / TICKS_PER_SECOND) * 1000
}

/** The compressible file under <distPath>/static whose size is nearest `bytes`, as a URL path. */
export function sameSizeStaticFile(distPath: string, bytes: number): string {
  let best: { file: string; gap: number } | undefined
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(file)
      else if (/\.(?:js|css)$/.test(entry.name)) {
        const gap = Math.abs(statSync(file).size - bytes)
        if (!best || gap < best.gap) best = { file, gap }
      }
    }
  }
  visit(path.join(distPath, 'static'))
  if (!best) throw new Error(`no static file in ${distPath}`)
  return `/_next/static/${path.relative(path.join(distPath, 'static'), best.file).split(path.sep).join('/')}`
}

/** One answer's size on the wire and decoded (fetch() would decode and hide the first). */
function oneAnswer(url: string, encoding: Encoding): Promise<{ sentBytes: number; bodyBytes: number }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': ACCEPT_ENCODINGS[encoding] } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const sent = Buffer.concat(chunks)
        const coding = res.headers['content-encoding']
        const body = coding === 'br' ? brotliDecompressSync(sent) : coding === 'gzip' ? gunzipSync(sent) : sent
        if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`))
        else if (coding !== (encoding === 'identity' ? undefined : encoding)) reject(new Error(`${url}: asked for ${encoding}, got ${coding ?? 'identity'}`))
        else resolve({ sentBytes: sent.length, bodyBytes: body.length })
      })
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

/**
 * Each page, then the static file nearest the first page's size, in each encoding: a warm-up
 * (which also makes the compressed copies), then the measured run. Before the first, every
 * answer is asked for in turn for a while: a freshly started server is still compiling its
 * JavaScript, and the first row would pay for it.
 */
export async function measureServing(
  base: string,
  distPath: string,
  pages: { label: string; path: string }[],
  load: ServeLoad,
  serverPid?: number,
): Promise<ServeRow[]> {
  const first = await oneAnswer(base + (pages[0]?.path ?? '/'), 'identity')
  const staticFile = sameSizeStaticFile(distPath, first.bodyBytes)
  const targets = [...pages, { label: 'static file', path: staticFile }]
  for (const encoding of Object.keys(ACCEPT_ENCODINGS) as Encoding[]) {
    const headers = { 'accept-encoding': ACCEPT_ENCODINGS[encoding] }
    await runLoad({ base, paths: targets.map((t) => t.path), connections: load.connections, durationMs: load.warmupMs, headers })
  }
  const rows: ServeRow[] = []
  for (const target of targets) {
    for (const encoding of Object.keys(ACCEPT_ENCODINGS) as Encoding[]) {
      const options = { base, paths: [target.path], connections: load.connections, headers: { 'accept-encoding': ACCEPT_ENCODINGS[encoding] } }
      await runLoad({ ...options, durationMs: load.warmupMs })
      const cpuBefore = serverPid === undefined ? NaN : treeCpuMs(serverPid)
      const report = await runLoad({ ...options, durationMs: load.durationMs })
      const cpuMsPerAnswer = serverPid === undefined ? NaN : (treeCpuMs(serverPid) - cpuBefore) / report.requests
      rows.push({ ...target, encoding, ...(await oneAnswer(base + target.path, encoding)), report, cpuMsPerAnswer })
    }
  }
  return rows
}

const rate = (r: LoadReport) => r.requestsPerSecond
const percent = (fraction: number) => `${(fraction * 100).toFixed(0)} %`

export function printServing(rows: ServeRow[]) {
  const staticRow = (encoding: Encoding) => rows.find((r) => r.label === 'static file' && r.encoding === encoding)
  console.log('| answer | encoding | sent / page bytes | requests/s | p50 / p99 | server CPU per answer | answers | of the static file | goals (brotli) |')
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const row of rows) {
    const r = row.report
    const answers = Object.entries(r.statuses).map(([s, n]) => `${n}× ${s}`).join(', ') + (r.errors ? `, ${r.errors} errors` : '')
    const floor = staticRow(row.encoding)
    const share = floor && row.label !== 'static file' ? rate(r) / rate(floor.report) : undefined
    const identity = rows.find((x) => x.path === row.path && x.encoding === 'identity')
    const goals =
      row.encoding === 'br' && share !== undefined && identity
        ? `${mark({ met: rate(r) >= rate(identity.report), goal: '' })} ≥ identity (${percent(rate(r) / rate(identity.report))}); ${mark({ met: share >= STATIC_SHARE_GOAL, goal: '' })} ≥ ${percent(STATIC_SHARE_GOAL)} of the static file`
        : ''
    const label = row.label === 'static file' ? `static file ${row.path.replace(/^.*\//, '')}` : row.label
    const cpu = Number.isNaN(row.cpuMsPerAnswer) ? '' : `${row.cpuMsPerAnswer.toFixed(2)} ms`
    console.log(`| ${label} | ${row.encoding} | ${row.sentBytes} / ${row.bodyBytes} | ${rate(r).toFixed(0)} | ${r.p50Ms.toFixed(0)} / ${r.p99Ms.toFixed(0)} ms | ${cpu} | ${answers} | ${share === undefined ? '' : percent(share)} | ${goals} |`)
  }
}
