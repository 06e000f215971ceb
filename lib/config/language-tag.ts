// Language settings: two letters, optionally a dash and two more (spec §5), e.g. `en`, `zh-CN`.

const LANGUAGE_TAG = /^[a-z]{2}(-[a-z]{2})?$/i

/** True for `en`, `zh-CN`, `ZH-cn`…; false for `en_US`, `eng`, `zh-Hans`. */
export function isValidLanguageTag(s: string): boolean {
  return LANGUAGE_TAG.test(s)
}

/** `ZH-cn` → `zh-CN`, `EN` → `en`. Call only with a valid tag. */
export function normaliseLanguageTag(s: string): string {
  const [language = '', region] = s.split('-')
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase()
}
