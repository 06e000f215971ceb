// A PDF block: the browser's own viewer, with a download link (and the link alone where the
// browser has no viewer). Client-only: react-notion-x renders PDFs only in the browser.
import { useT } from '@/lib/i18n/react'

function fileName(url: string): string {
  let path = url.split('?')[0] ?? url
  try {
    // Notion's re-signing route wraps the file's own URL: /signed/<encoded url>.
    path = decodeURIComponent(path)
  } catch {
    // Not encoded: keep as is.
  }
  return path.split('/').filter(Boolean).pop() || 'document.pdf'
}

export default function PdfViewer({ file }: { file: string }) {
  const { t } = useT()
  const name = fileName(file)
  return (
    <div className="folio-pdf">
      <object data={file} type="application/pdf" className="folio-pdf-frame" aria-label={`${t.post.pdfDocument}: ${name}`}>
        <a href={file}>{name}</a>
      </object>
      <a className="folio-pdf-download" href={file} download={name}>
        {t.post.downloadFile}: {name}
      </a>
    </div>
  )
}
