import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point'

/** The charge could not be created: the gateway's words or the fallback of product.md §8. */
export function ChargeError({ message }: { message: string }) {
  return (
    <p role="alert" className="flex items-center gap-2 text-sm font-medium text-red-700">
      <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
      {message}
    </p>
  )
}
