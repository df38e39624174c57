import { toast } from '../lib/toast/toast'
import { LANGUAGES, setLanguage, useLanguage, useT } from '../lib/i18n/i18n'
import * as m from './app-messages'

type Props = { id: string; className?: string }

/**
 * 'English' / 'हिन्दी' (product.md, Languages): one option per catalogue, each written in its
 * own language and script. The choice applies at once and is remembered on this device; signed
 * in, it is also the language of the gateway's tax invoices (lib/i18n/document-language.ts).
 */
export function LanguageSwitcher({ id, className }: Props) {
  const t = useT()
  const language = useLanguage()

  function choose(code: string) {
    const name = LANGUAGES.find((entry) => entry.code === code)?.name ?? code
    setLanguage(code)
      // Signed in, the choice is also the gateway's tax invoices' language (decision 063); the
      // code that tells the gateway is a file of its own, loaded then.
      .then(
        () => void import('../lib/i18n/document-language').then((d) => d.syncDocumentLanguage()),
      )
      .catch(() => toast.error(t(m.languageFailed, { language: name })))
  }

  return (
    <div className={className ?? 'flex items-center gap-2'}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t(m.language)}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => choose(event.target.value)}
        className="input w-auto min-w-28 py-1"
      >
        {LANGUAGES.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  )
}
