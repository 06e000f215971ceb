// A copy of the demo workspace the stub serves, where a post can be edited as Notion would.
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DEMO_ROOT_ID, DEMO_SNAPSHOT_DIR } from '@/lib/data/settings'

export function copyDemoWorkspace(dir: string): void {
  cpSync(DEMO_SNAPSHOT_DIR, dir, { recursive: true })
}

const dashed = (id: string) => id.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')

interface Box {
  value: { last_edited_time: number; properties?: Record<string, unknown>; value?: Box['value'] }
}

function retitle(file: string, blockId: string, title: string, edited: number): boolean {
  const recordMap = JSON.parse(readFileSync(file, 'utf8')) as { block: Record<string, Box> }
  const box = recordMap.block[blockId]
  if (!box) return false
  // Recorded boxes may be wrapped once more ({ value: { value, role } }).
  const block = box.value.value ?? box.value
  block.last_edited_time = edited
  block.properties = { ...block.properties, title: [[title]] }
  writeFileSync(file, JSON.stringify(recordMap))
  return true
}

/** Gives a post a new title and a later last_edited_time, in the index and in its own page. */
export function retitlePost(dir: string, postId: string, title: string): void {
  const id = dashed(postId.replace(/-/g, ''))
  const edited = Date.now()
  if (!retitle(path.join(dir, `${DEMO_ROOT_ID}.json`), id, title, edited)) throw new Error(`post ${postId} is not in the index`)
  retitle(path.join(dir, `${postId.replace(/-/g, '')}.json`), id, title, edited)
}
