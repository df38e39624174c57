import { useEffect, useState } from 'react'

/** The authenticator's QR of the otpauth URL; qrcode loads on demand, as the payment QR's does. */
export function OtpQr({ value, alt }: { value: string; alt: string }) {
  const [image, setImage] = useState<{ value: string; src: string } | null>(null)

  useEffect(() => {
    let cancelled = false
    void import('qrcode')
      .then((QRCode) => QRCode.toDataURL(value, { width: 200, margin: 2 }))
      .then((src) => {
        if (!cancelled) setImage({ value, src })
      })
      // The key written out below still works without the picture.
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [value])

  if (image?.value !== value) return <div className="size-48 rounded bg-slate-100" />
  return <img src={image.src} alt={alt} width={200} height={200} className="size-48" />
}
