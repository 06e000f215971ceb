// @vitest-environment node
import { z } from 'zod'
import { envOnly, secret } from '@/lib/config/setting-flags'
import { resolveSettings, type ConfigSources } from '@/lib/config/resolve-settings'

const schema = z.object({
  COUNT: z.number().int().min(1).default(12),
  RATIO: z.number().default(1),
  FLAG: z.boolean().default(true),
  NAME: z.string().default('default'),
  CODE: z.string().default(''),
  HOURS: z.tuple([z.number(), z.number()]).default([18, 6]),
  HOST: envOnly(z.string().default('https://host.example')),
  TOKEN: secret(z.string().default('')),
})

const resolve = (sources: ConfigSources) => resolveSettings(schema, sources)

describe('resolveSettings precedence: defaults < file < env < notion, per key', () => {
  it('uses the defaults when no layer sets a key', () => {
    const { values, problems } = resolve({})
    expect(values).toEqual({
      COUNT: 12,
      RATIO: 1,
      FLAG: true,
      NAME: 'default',
      CODE: '',
      HOURS: [18, 6],
      HOST: 'https://host.example',
      TOKEN: '',
    })
    expect(problems).toEqual([])
  })

  const cases: [string, ConfigSources, string][] = [
    ['file over defaults', { file: { NAME: 'file' } }, 'file'],
    ['env over defaults', { env: { NAME: 'env' } }, 'env'],
    ['notion over defaults', { notion: { NAME: 'notion' } }, 'notion'],
    ['env over file', { file: { NAME: 'file' }, env: { NAME: 'env' } }, 'env'],
    ['notion over file', { file: { NAME: 'file' }, notion: { NAME: 'notion' } }, 'notion'],
    ['notion over env', { env: { NAME: 'env' }, notion: { NAME: 'notion' } }, 'notion'],
    [
      'notion over env over file',
      { file: { NAME: 'f' }, env: { NAME: 'e' }, notion: { NAME: 'notion' } },
      'notion',
    ],
  ]
  it.each(cases)('%s', (_name, sources, expected) => {
    expect(resolve(sources).values.NAME).toBe(expected)
  })

  it('decides each key on its own', () => {
    const { values } = resolve({
      file: { COUNT: 3, NAME: 'file' },
      env: { FLAG: 'false' },
      notion: { NAME: 'n' },
    })
    expect(values).toMatchObject({ COUNT: 3, FLAG: false, NAME: 'n' })
  })

  it('treats undefined as unset in every layer', () => {
    const { values } = resolve({
      file: { NAME: 'file' },
      env: { NAME: undefined },
      notion: { NAME: undefined },
    })
    expect(values.NAME).toBe('file')
  })
})

describe('resolveSettings values set on purpose', () => {
  it('respects false, 0 and empty text', () => {
    const fromEnv = resolve({ env: { FLAG: 'false', RATIO: '0', NAME: '' } })
    expect(fromEnv.values).toMatchObject({ FLAG: false, RATIO: 0, NAME: '' })
    const fromNotion = resolve({
      file: { FLAG: true, NAME: 'x' },
      notion: { FLAG: 'false', NAME: '' },
    })
    expect(fromNotion.values).toMatchObject({ FLAG: false, NAME: '' })
    const fromFile = resolve({ file: { FLAG: false, RATIO: 0, NAME: '' } })
    expect(fromFile.values).toMatchObject({ FLAG: false, RATIO: 0, NAME: '' })
    expect(fromEnv.problems.concat(fromNotion.problems, fromFile.problems)).toEqual([])
  })

  it('reports empty text for a number or boolean setting and keeps the lower value', () => {
    const { values, problems } = resolve({ file: { COUNT: 5 }, env: { COUNT: '', FLAG: '' } })
    expect(values.COUNT).toBe(5)
    expect(values.FLAG).toBe(true)
    expect(problems.map((p) => [p.key, p.source, p.value])).toEqual([
      ['COUNT', 'env', ''],
      ['FLAG', 'env', ''],
    ])
    expect(problems[0]?.message).toMatch(/empty/)
  })

  it('keeps digits as text for a text setting', () => {
    const { values } = resolve({ env: { CODE: '12345', NAME: 'true' }, notion: {} })
    expect(values.CODE).toBe('12345')
    expect(values.NAME).toBe('true')
    expect(resolve({ notion: { CODE: '007' } }).values.CODE).toBe('007')
    expect(resolve({ notion: { CODE: '{"a":1}' } }).values.CODE).toBe('{"a":1}')
  })

  it('coerces text for typed settings (numbers, booleans, JSON, decimals)', () => {
    const { values, problems } = resolve({
      env: { COUNT: '7', FLAG: 'false', HOURS: '[19, 7]', RATIO: '-0.5' },
    })
    expect(values).toMatchObject({ COUNT: 7, FLAG: false, HOURS: [19, 7], RATIO: -0.5 })
    expect(problems).toEqual([])
  })

  it('accepts typed values in the notion layer too', () => {
    expect(resolve({ notion: { COUNT: 4, FLAG: false } }).values).toMatchObject({
      COUNT: 4,
      FLAG: false,
    })
  })

  it('does not coerce blog.config.ts values', () => {
    const { values, problems } = resolve({ file: { COUNT: '7' } })
    expect(values.COUNT).toBe(12)
    expect(problems).toEqual([
      expect.objectContaining({ key: 'COUNT', source: 'file', value: '7' }),
    ])
  })
})

describe('resolveSettings bad values', () => {
  it.each([
    ['file', { file: { COUNT: 0 } }],
    ['env', { env: { COUNT: '0' } }],
    ['notion', { notion: { COUNT: 'many' } }],
  ] as const)('reports a bad %s value with its source and ignores it', (source, sources) => {
    const { values, problems } = resolve(sources)
    expect(values.COUNT).toBe(12)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ key: 'COUNT', source })
    expect(problems[0]?.message).not.toBe('')
  })

  it('keeps the layer below a bad value', () => {
    const { values, problems } = resolve({
      file: { COUNT: 3 },
      env: { COUNT: '5' },
      notion: { COUNT: 'x' },
    })
    expect(values.COUNT).toBe(5)
    expect(problems.map((p) => p.source)).toEqual(['notion'])
  })

  it('explains range failures rather than the type of the text', () => {
    const { problems } = resolve({ env: { COUNT: '-3' } })
    expect(problems[0]?.message).toMatch(/too small/i)
  })

  it('ignores keys the schema does not have, silently', () => {
    const { values, problems } = resolve({
      env: { PATH: '/bin', OTHER: 'x' },
      notion: { MEDIUM_X: '1' },
    })
    expect(values).not.toHaveProperty('OTHER')
    expect(problems).toEqual([])
  })

  it('refuses a schema field without a default', () => {
    expect(() => resolveSettings(z.object({ NEEDED: z.string() }), {})).toThrow(/NEEDED/)
  })
})

describe('resolveSettings envOnly and secrets', () => {
  it('rejects envOnly keys from the notion layer, keeping the lower value', () => {
    const { values, problems } = resolve({
      env: { HOST: 'https://env.example' },
      notion: { HOST: 'https://evil.example' },
    })
    expect(values.HOST).toBe('https://env.example')
    expect(problems).toEqual([
      expect.objectContaining({ key: 'HOST', source: 'notion', value: 'https://evil.example' }),
    ])
  })

  it('accepts envOnly keys from the file and the environment', () => {
    expect(resolve({ file: { HOST: 'https://file.example' } }).values.HOST).toBe(
      'https://file.example',
    )
    expect(resolve({ env: { HOST: 'https://env.example' } }).values.HOST).toBe(
      'https://env.example',
    )
  })

  it('treats secrets as envOnly and never echoes their values', () => {
    const { values, problems } = resolve({ env: { TOKEN: 'abc' }, notion: { TOKEN: 'stolen' } })
    expect(values.TOKEN).toBe('abc')
    expect(problems).toHaveLength(1)
    expect(JSON.stringify(problems)).not.toContain('stolen')
  })
})

describe('INLINE_CONFIG', () => {
  it('merges a JSON object over the rest of the notion layer', () => {
    const { values, problems } = resolve({
      notion: { NAME: 'row', COUNT: '3', INLINE_CONFIG: '{"NAME":"inline","FLAG":false}' },
    })
    expect(values).toMatchObject({ NAME: 'inline', COUNT: 3, FLAG: false })
    expect(problems).toEqual([])
  })

  it('works in the environment too, and stays below the notion layer', () => {
    const { values } = resolve({
      env: { INLINE_CONFIG: '{"NAME":"env-inline","COUNT":"4"}' },
      notion: { NAME: 'notion' },
    })
    expect(values).toMatchObject({ NAME: 'notion', COUNT: 4 })
  })

  it('applies envOnly rules to keys inside it', () => {
    const { values, problems } = resolve({
      notion: { INLINE_CONFIG: '{"HOST":"https://evil.example"}' },
    })
    expect(values.HOST).toBe('https://host.example')
    expect(problems).toEqual([expect.objectContaining({ key: 'HOST', source: 'notion' })])
  })

  it('reports INLINE_CONFIG that is not a JSON object', () => {
    for (const bad of ['{broken', '[1,2]', '12']) {
      const { problems } = resolve({ notion: { INLINE_CONFIG: bad } })
      expect(problems).toEqual([
        expect.objectContaining({ key: 'INLINE_CONFIG', source: 'notion', value: bad }),
      ])
    }
  })

  it('treats __proto__ inside it as an ordinary unknown key', () => {
    const { values } = resolve({
      notion: { INLINE_CONFIG: '{"__proto__":{"polluted":true},"NAME":"x"}' },
    })
    expect(values.NAME).toBe('x')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
