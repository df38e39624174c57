import type { ErrorComponentProps } from '@tanstack/react-router'
import { useT } from '../lib/i18n/i18n'
import * as m from './app-messages'

/** product.md §2: the router fallback for an unexpected failure. */
export function RouteErrorFallback({ error }: ErrorComponentProps) {
  const t = useT()
  return (
    <div role="alert" className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{t(m.unexpectedError)}</h1>
      {import.meta.env.DEV && error instanceof Error && (
        <pre className="mt-4 overflow-auto text-left text-xs text-slate-600">{error.message}</pre>
      )}
      <a href="/dashboard" className="btn-secondary mt-6 inline-flex">
        {t(m.backToDashboard)}
      </a>
    </div>
  )
}
