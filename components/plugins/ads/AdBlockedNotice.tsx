// A small, dismissible note shown when the ad script was blocked (owner's option).
import { useState } from 'react'
import { usePluginTexts } from '../texts'

export function AdBlockedNotice() {
  const texts = usePluginTexts()
  const [open, setOpen] = useState(true)
  if (!open) return null
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-20 z-40 md:bottom-4 mx-auto flex max-w-md items-start gap-3 rounded-lg bg-white p-3 text-sm text-neutral-700 shadow-lg ring-1 ring-black/10 dark:bg-neutral-900 dark:text-neutral-200 dark:ring-white/10"
    >
      <p className="flex-1">{texts.adBlocked}</p>
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="rounded px-2 py-0.5 text-neutral-500 hover:bg-neutral-100 dark:hover:bg-neutral-800"
      >
        {texts.dismiss}
      </button>
    </div>
  )
}
