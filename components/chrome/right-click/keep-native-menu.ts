// When the site's menu must not replace the browser's: on links, images and media (open in
// a new tab, save image…), in editable fields (paste, spelling), and while text is selected
// (copy) — the visitor needs the browser's own entries there.
const NATIVE_TARGETS =
  'a[href], img, video, audio, input, textarea, select, [contenteditable=""], [contenteditable="true"]'

export function keepsNativeMenu(target: EventTarget | null, selectedText: string): boolean {
  if (selectedText.trim() !== '') return true
  if (!(target instanceof Element)) return false
  return target.closest(NATIVE_TARGETS) !== null
}
