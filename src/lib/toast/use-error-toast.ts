import { useEffect } from 'react'
import { toast } from './toast'

/** One toast per failure (product.md §8 load-failure messages), not one per render. */
export function useErrorToast(isError: boolean, message: string, id?: string): void {
  useEffect(() => {
    if (isError) toast.error(message, { id: id ?? message })
  }, [isError, message, id])
}
