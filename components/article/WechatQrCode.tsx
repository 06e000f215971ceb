// A QR code of the page for WeChat, drawn on demand: the qrcode library loads only when a
// visitor asks for it.
import { useEffect, useState } from 'react'
import { useT } from '@/lib/i18n/react'

export function WechatQrCode({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useT()
  const [dataUrl, setDataUrl] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 1, width: 160 }))
      .then((d) => live && setDataUrl(d))
      .catch((e: unknown) => console.warn('[share] QR code failed', e))
    return () => {
      live = false
    }
  }, [url])
  return (
    <div role="dialog" aria-label={t.share.wechatScan} className="absolute bottom-full left-0 z-20 mb-2 rounded-lg border border-neutral-200 bg-white p-3 text-center text-xs text-neutral-600 shadow-lg dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-300">
      {/* A data URL made in the browser: next/image has nothing to optimise. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {dataUrl ? <img src={dataUrl} alt={t.share.wechatScan} width={160} height={160} /> : <div className="h-40 w-40" />}
      <p className="mt-2 w-40">{t.share.wechatScan}</p>
      <button type="button" onClick={onClose} className="mt-1 underline">
        {t.common.close}
      </button>
    </div>
  )
}
