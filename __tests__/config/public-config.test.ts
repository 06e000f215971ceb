// @vitest-environment node
import { z } from 'zod'
import { pickPublicConfig, pickPublicSettings } from '@/lib/config/public-config'
import { secret } from '@/lib/config/setting-flags'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { siteConfigSchema, type SecretSettingKey, type SettingKey } from '@/lib/config/site-schema'
import { flagsOf } from '@/lib/config/setting-flags'

const secrets = {
  NOTION_TOKEN_V2: 'tok-secret',
  NOTION_ACTIVE_USER: 'user-secret',
  NOTION_API_TOKEN: 'ntn-integration-secret',
  NOTION_WEBHOOK_SECRET: 'webhook-secret',
  REVALIDATE_SECRET: 'reval-secret',
  CLERK_SECRET_KEY: 'clerk-secret',
  AI_SUMMARY_KEY: 'ai-secret',
  UNLOCK_SECRET: 'unlock-secret-0123456789abcdef0123456789abcdef',
  REDIS_URL: 'redis://:redis-secret@127.0.0.1:6379',
  STATS_SECRET: 'stats-secret',
}
const { config } = resolveSiteConfig({ env: { ...secrets, TITLE: 'Hello' } })

describe('pickPublicConfig', () => {
  it('returns exactly the public keys asked for', () => {
    expect(pickPublicConfig(config, ['TITLE', 'POSTS_PER_PAGE'])).toEqual({
      TITLE: 'Hello',
      POSTS_PER_PAGE: 12,
    })
  })

  it('never returns a secret, even when every key is asked for', () => {
    const allKeys = Object.keys(siteConfigSchema.shape) as SettingKey[]
    // The cast is the point: it simulates a caller slipping secret keys past the type.
    const picked = pickPublicConfig(config, allKeys as never[])
    const text = JSON.stringify(picked)
    for (const value of Object.values(secrets)) expect(text).not.toContain(value)
    for (const key of Object.keys(secrets)) expect(picked).not.toHaveProperty(key)
    expect(picked).toHaveProperty('TITLE', 'Hello')
  })

  it('refuses secret keys at compile time', () => {
    expectTypeOf<SecretSettingKey>().toEqualTypeOf<keyof typeof secrets>()
    // @ts-expect-error NOTION_TOKEN_V2 is secret
    pickPublicConfig(config, ['NOTION_TOKEN_V2'])
    // @ts-expect-error REVALIDATE_SECRET is secret
    pickPublicConfig(config, ['TITLE', 'REVALIDATE_SECRET'])
  })

  it('marks the known secrets secret, and every secret envOnly', () => {
    const secretKeys = Object.entries(siteConfigSchema.shape)
      .filter(([, field]) => flagsOf(field).secret)
      .map(([key]) => key)
    expect(secretKeys.sort()).toEqual(Object.keys(secrets).sort())
    for (const key of secretKeys)
      expect(flagsOf(siteConfigSchema.shape[key as SettingKey]).envOnly).toBe(true)
  })
})

describe('pickPublicSettings (theme schemas)', () => {
  it('drops secret fields of any schema', () => {
    const schema = z.object({
      THEME_A: z.string().default('a'),
      THEME_KEY: secret(z.string().default('k')),
    })
    expect(
      pickPublicSettings(schema, { THEME_A: 'a', THEME_KEY: 'k' }, ['THEME_A', 'THEME_KEY']),
    ).toEqual({
      THEME_A: 'a',
    })
  })
})
