// The block tour's media, generated so the demo needs no network and no binary tools: a short
// chime (WAV), a one-page PDF and the page shown in the embed block. The video is the one
// binary committed as is (public/demo/media/tour-clip.webm, 3 s of ffmpeg test pattern).

/** Half a second of a soft two-tone chime, 8 kHz mono 8-bit PCM. */
export function chimeWav(): Buffer {
  const rate = 8000
  const samples = rate / 2
  const data = Buffer.alloc(samples)
  for (let i = 0; i < samples; i++) {
    const t = i / rate
    const fade = Math.max(0, 1 - t * 2)
    const value = (Math.sin(2 * Math.PI * 660 * t) + Math.sin(2 * Math.PI * 880 * t)) * 0.35 * fade
    data[i] = Math.round(128 + value * 127)
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + samples, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate, 28) // bytes per second
  header.writeUInt16LE(1, 32) // block align
  header.writeUInt16LE(8, 34) // bits per sample
  header.write('data', 36)
  header.writeUInt32LE(samples, 40)
  return Buffer.concat([header, data])
}

/** A one-page PDF with a heading and a line of text (hand-assembled, byte offsets computed). */
export function stylePdf(): Buffer {
  const text = 'BT /F1 28 Tf 72 720 Td (Folio style notes) Tj /F1 14 Tf 0 -40 Td (Short lines, calm colours, one idea per paragraph.) Tj ET'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** The page the embed block frames: a small self-contained card. */
export const EMBED_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Embedded card</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; display: grid; place-items: center; min-height: 100vh; background: #f3efe6; color: #2d2a24; }
  .card { padding: 24px 32px; border-radius: 12px; background: #fff; box-shadow: 0 2px 8px rgb(0 0 0 / 0.08); text-align: center; }
  @media (prefers-color-scheme: dark) { body { background: #1f1d1a; color: #eee; } .card { background: #2b2925; } }
</style>
</head>
<body>
<div class="card"><strong>An embedded page</strong><br>Any web page can sit in a post, in a frame.</div>
</body>
</html>
`

/** File name → contents for public/demo/media/ (the video is committed separately). */
export function demoMedia(): Record<string, Buffer | string> {
  return { 'chime.wav': chimeWav(), 'style-notes.pdf': stylePdf(), 'embed-card.html': EMBED_HTML }
}
