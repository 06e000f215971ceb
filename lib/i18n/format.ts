import type { PluralForms } from './dictionary'
import type { Locale } from './locale'

type Vars = Readonly<Record<string, string | number>>

// `{name}`, or `%%NAME%%` as the product's expiration setting writes it (owners keep that form).
const PLACEHOLDER = /\{(\w+)\}|%%(\w+)%%/g

// Own keys only: '{constructor}' must not print Object's constructor.
const own = (vars: Vars, name: string) => (Object.hasOwn(vars, name) ? vars[name] : undefined)

const lookup = (vars: Vars, name: string): string | number | undefined =>
  own(vars, name) ?? own(vars, name.toLowerCase())

/** Fills `{name}` and `%%NAME%%` placeholders; unknown placeholders stay visible as written. */
export function format(template: string, vars: Vars): string {
  // One pass, so a filled value is never expanded again.
  return template.replace(PLACEHOLDER, (whole, brace?: string, percent?: string) => {
    const value = lookup(vars, brace ?? percent ?? '')
    return value === undefined ? whole : String(value)
  })
}

const pluralRules = new Map<Locale, Intl.PluralRules>()

/** Picks the plural form for `count` in `locale` and fills `{n}`. */
export function plural(forms: PluralForms, count: number, locale: Locale): string {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  const form = rules.select(count) === 'one' ? forms.one : forms.other
  return format(form, { n: count })
}
