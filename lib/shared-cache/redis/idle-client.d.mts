import type { RedisClientType } from '@redis/client'

export function idleRedisClient(
  url: string,
  report: { onFailure: (what: string, error: unknown) => void; onReady: () => void },
): { client: RedisClientType; connecting: Promise<void> }
