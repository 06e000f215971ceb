// The styling convention of the shared components. A component names its parts (`root`, `item`,
// `active`...) and takes one `classNames` prop. Each part's classes are two pieces: STRUCTURE,
// which behaviour and layout need and which is always kept, and a LOOK (colours, spacing, type),
// which the theme's string for the part replaces. A theme therefore never re-types a default
// just to change a colour, and never loses what makes the component work.
// Accent colours go through the `--folio-accent` CSS variable (styles/globals.css): a theme sets
// it on its root element instead of restyling every part that shows the accent.

/** A component's named parts and the classes a theme gives each. */
export type ClassNames<Part extends string> = Partial<Record<Part, string>>

/** Joins the given classes with one space, skipping empty and false-y entries. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ')
}

/** Structure (always kept: what behaviour and layout need) + the theme's look for the part, or the default look. */
export function part(structure: string, defaultLook: string, given: string | undefined): string {
  return cx(structure.trim(), (given ?? defaultLook).trim())
}
