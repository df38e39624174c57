import type { ReactNode } from 'react'
import { LanguageSwitcher } from '../../../components/language-switcher'
import { useT } from '../../../lib/i18n/i18n'
import * as lib from '../../../lib/i18n/messages'

/** The pages before sign-in look like /login: the portal's name above one card. */
export function AccountShell({ title, children }: { title: string; children: ReactNode }) {
  const t = useT()
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md">
        <LanguageSwitcher
          id="account-language"
          className="mb-6 flex items-center justify-end gap-2"
        />
        <p className="mb-6 text-center text-lg font-semibold text-slate-900">{t(lib.appName)}</p>
        <section
          aria-labelledby="account-title"
          className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h1 id="account-title" className="text-2xl font-semibold text-slate-900">
            {title}
          </h1>
          {children}
        </section>
      </div>
    </main>
  )
}

/** Back to /login: a plain link, so the sign-in page starts afresh. */
export function BackToSignIn({ label }: { label: string }) {
  return (
    <p className="text-center text-sm">
      <a
        href="/login"
        className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:text-brand-800"
      >
        {label}
      </a>
    </p>
  )
}
