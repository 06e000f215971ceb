// @vitest-environment node
import { coerceSettingValue } from '@/lib/config/coerce'

describe('coerceSettingValue', () => {
  it('turns digits-only text into a number', () => {
    expect(coerceSettingValue('12')).toBe(12)
    expect(coerceSettingValue('0')).toBe(0)
    expect(coerceSettingValue(' 60 ')).toBe(60)
  })

  it('keeps digits above Number.MAX_SAFE_INTEGER as text', () => {
    const max = String(Number.MAX_SAFE_INTEGER)
    expect(coerceSettingValue(max)).toBe(Number.MAX_SAFE_INTEGER)
    expect(coerceSettingValue('9007199254740992')).toBe('9007199254740992')
    expect(coerceSettingValue('12345678901234567890123456789012')).toBe(
      '12345678901234567890123456789012',
    )
  })

  it('leaves signed, decimal and mixed text alone', () => {
    expect(coerceSettingValue('-1')).toBe('-1')
    expect(coerceSettingValue('1.5')).toBe('1.5')
    expect(coerceSettingValue('12px')).toBe('12px')
  })

  it('turns true and false into booleans, and nothing else', () => {
    expect(coerceSettingValue('true')).toBe(true)
    expect(coerceSettingValue('false')).toBe(false)
    expect(coerceSettingValue('yes')).toBe('yes')
    expect(coerceSettingValue('TRUE')).toBe('TRUE')
  })

  it('parses JSON-looking objects and arrays', () => {
    expect(coerceSettingValue('{"a":1,"b":[true]}')).toEqual({ a: 1, b: [true] })
    expect(coerceSettingValue('[18, 6]')).toEqual([18, 6])
  })

  it('keeps JSON-looking text that does not parse as text', () => {
    expect(coerceSettingValue('{not json}')).toBe('{not json}')
    expect(coerceSettingValue('[a, b]')).toBe('[a, b]')
  })

  it('leaves ordinary and empty text as it is', () => {
    expect(coerceSettingValue('medium')).toBe('medium')
    expect(coerceSettingValue('')).toBe('')
    expect(coerceSettingValue('"quoted"')).toBe('"quoted"')
  })
})
