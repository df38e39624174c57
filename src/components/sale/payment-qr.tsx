import { useEffect, useState } from 'react'
import { useT } from '../../lib/i18n/i18n'
import * as m from './payment-messages'

/** product.md §9: QR image size 300 with margin 2 (the quiet zone scanners need). */
export const QR_SIZE = 300
export const QR_MARGIN = 2

type Props = {
  value: string
  /**
   * Drawn instead when `value` cannot be: a UPI intent with a long description can exceed what a
   * QR code holds (~4,000 characters of Hindi), while the payment URL always fits.
   */
  fallback?: string
  /**
   * 'large' lets the picture grow past 300 px on the counter's full screen (a phone held out to
   * the customer, a tablet on the counter); the drawing stays 300 px and scales pixel-sharp.
   */
  size?: 'default' | 'large'
  /** What the picture is (a payment link by default; a pairing address in Settings). */
  alt?: string
}

const WIDTH_CLASSES = {
  default: 'w-full max-w-[300px]',
  large: 'w-full max-w-[min(300px,45dvh)] sm:max-w-[min(420px,50dvh)]',
} as const

/** The QR of the payment link. qrcode loads on demand so no other screen pays for it. */
export function PaymentQr({ value, fallback, size = 'default', alt }: Props) {
  const t = useT()
  const [image, setImage] = useState<{ value: string; src: string } | null>(null)

  useEffect(() => {
    let cancelled = false
    void (async () => {
      const candidates = fallback && fallback !== value ? [value, fallback] : [value]
      for (const text of candidates) {
        try {
          const QRCode = await import('qrcode')
          const src = await QRCode.toDataURL(text, {
            width: QR_SIZE,
            margin: QR_MARGIN,
            errorCorrectionLevel: 'M',
          })
          if (!cancelled) setImage({ value, src })
          return
        } catch (error) {
          // The link and its copy button below still work without the picture.
          console.warn('QR code could not be drawn', error)
        }
      }
    })()
    return () => {
      cancelled = true
    }
  }, [value, fallback])

  const src = image?.value === value ? image.src : null
  return (
    <div className={`mx-auto aspect-square ${WIDTH_CLASSES[size]} rounded-lg bg-white`}>
      {src ? (
        <img
          src={src}
          width={QR_SIZE}
          height={QR_SIZE}
          alt={alt ?? t(m.paymentLinkQr)}
          className="size-full [image-rendering:pixelated]"
        />
      ) : (
        <div
          aria-hidden="true"
          className="size-full animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none"
        />
      )}
    </div>
  )
}
