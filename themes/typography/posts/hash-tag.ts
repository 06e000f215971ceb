// A tag as plain "#name" text in the surrounding ink, not a tinted chip.
export const HASH_TAG =
  'gap-0! bg-transparent! p-0! text-inherit! text-[1em]! leading-[inherit]! before:content-["#"] hover:underline hover:opacity-100! underline-offset-4'
