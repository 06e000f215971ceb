// Run by lazy-sqlite.test.ts in a process of its own: loads the readership routes, asks for a
// page's figures and prints whether better-sqlite3 was loaded.
import { createRequire } from 'node:module'
import type { NextApiRequest, NextApiResponse } from 'next'
import figures from '@/pages/api/readership/figures'
import '@/pages/api/readership/view'
import '@/pages/api/readership/popular'
import '@/pages/api/stats'

const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('better-sqlite3'))
const res = { status: () => res, setHeader: () => res, json: () => res, end: () => res } as unknown as NextApiResponse
const afterImport = loaded()
await figures({ method: 'GET', query: { path: '/' }, headers: {} } as unknown as NextApiRequest, res)
console.log(JSON.stringify({ afterImport, afterFigures: loaded() }))
