// A tiny preview of a picture, inlined in the page while the file loads: the picture scaled to
// 16 px wide by sharp (which Next's image optimiser installs with next), as WebP in a data URL
// of a few hundred bytes; the browser's smooth upscaling draws it blurred. Server only.

export const PREVIEW_WIDTH = 16
// A file that takes longer than this to read gets no preview: the page must not wait on it.
const READ_TIMEOUT_MS = 5_000

/** The bytes of a picture the page shows (by its src), or null when they cannot be had. */
export type PictureReader = (src: string) => Promise<Buffer | null>

export async function previewOf(bytes: Buffer): Promise<string | null> {
  try {
    const sharp = (await import('sharp')).default
    const small = await sharp(bytes).resize(PREVIEW_WIDTH).webp({ quality: 40 }).toBuffer()
    return `data:image/webp;base64,${small.toString('base64')}`
  } catch {
    // Not an image sharp reads (or no sharp on this platform): the neutral placeholder stays.
    return null
  }
}

const withinTime = <T>(pending: Promise<T>, fallback: T) =>
  Promise.race([pending, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), READ_TIMEOUT_MS).unref())])

/** Previews of those pictures that can be read, by src; a failing one is left out. */
export async function picturePreviews(srcs: readonly string[], read: PictureReader): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  await Promise.all(
    [...new Set(srcs.filter(Boolean))].map(async (src) => {
      const bytes = await withinTime(read(src).catch(() => null), null)
      const preview = bytes && (await previewOf(bytes))
      if (preview) out[src] = preview
    }),
  )
  return out
}
