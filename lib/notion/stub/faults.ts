// Fault injection: faults match requests by endpoint and id, in the order they were
// added, and each stops after `times` matching requests.
import { isObject, normalizeId } from './records'
import type { Fault } from './types'

/** What the matching faults do to one request, combined. */
export interface FaultEffect {
  /** Sum of the matching faults' delays. */
  delayMs: number
  roleNone: boolean
  /** The first matching fault that decides the outcome: an error status or a malformed body. */
  outcome?: { kind: 'status'; status: number; retryAfter?: number } | { kind: 'malformed' }
}

/** Every id a request names: page, collection, view, requested records, file owners. */
export function requestIds(body: unknown): Set<string> {
  const ids = new Set<string>()
  const add = (id: unknown): void => {
    if (typeof id === 'string') ids.add(normalizeId(id))
  }
  if (!isObject(body)) return ids
  add(body.pageId)
  if (isObject(body.collection)) add(body.collection.id)
  if (isObject(body.collectionView)) add(body.collectionView.id)
  for (const request of Array.isArray(body.requests) ? body.requests : [])
    if (isObject(request)) add(request.id)
  for (const entry of Array.isArray(body.urls) ? body.urls : []) {
    if (isObject(entry) && isObject(entry.permissionRecord)) add(entry.permissionRecord.id)
  }
  return ids
}

function outcomeOf(fault: Fault): FaultEffect['outcome'] {
  if (fault.malformed) return { kind: 'malformed' }
  if (fault.status === undefined && fault.retryAfter === undefined) return undefined
  // A Retry-After with no status means a rate limit.
  return { kind: 'status', status: fault.status ?? 429, retryAfter: fault.retryAfter }
}

export function createFaultList() {
  let active: { fault: Fault; remaining: number }[] = []
  return {
    add(fault: Fault): void {
      active.push({ fault, remaining: fault.times ?? Infinity })
    },
    clear(): void {
      active = []
    },
    /** Consumes one use of every fault matching this request and returns their combined effect. */
    take(endpoint: string, body: unknown): FaultEffect {
      const ids = requestIds(body)
      const effect: FaultEffect = { delayMs: 0, roleNone: false }
      for (const entry of active) {
        const { fault } = entry
        if (entry.remaining <= 0) continue
        if (fault.endpoint !== undefined && fault.endpoint !== endpoint) continue
        if (fault.pageId !== undefined && !ids.has(normalizeId(fault.pageId))) continue
        entry.remaining--
        effect.delayMs += fault.delayMs ?? 0
        effect.roleNone ||= fault.roleNone === true
        effect.outcome ??= outcomeOf(fault)
      }
      active = active.filter((entry) => entry.remaining > 0)
      return effect
    },
  }
}
