// Copies text to the clipboard; true on success. Falls back to a hidden textarea where the
// async clipboard is missing (plain http, older browsers).
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Permission refused: try the fallback below.
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  try {
    // Deprecated but still the only synchronous fallback browsers offer.
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
  }
}
