import { useId, useState } from 'react'
import { CopyButton } from '../../../components/copy-button'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'
import type { CodeSample } from '../samples'

// Names of programming tools: the same in every language.
/* eslint-disable lingui/no-unlocalized-strings -- tool names, not texts */
const LANGUAGES = [
  { id: 'curl', label: 'cURL' },
  { id: 'javascript', label: 'JavaScript' },
] as const
/* eslint-enable lingui/no-unlocalized-strings */

type Language = (typeof LANGUAGES)[number]['id']

/** A copyable sample in cURL and JavaScript, switched by tabs. */
export function CodeTabs({ sample, title }: { sample: CodeSample; title: string }) {
  const t = useT()
  const [language, setLanguage] = useState<Language>('curl')
  const base = useId()
  return (
    <div className="overflow-hidden rounded-lg border border-slate-800 bg-slate-900">
      <div className="flex items-center justify-between border-b border-slate-700 pr-2">
        <div role="tablist" aria-label={t(m.samples, { title })} className="flex">
          {LANGUAGES.map((lang) => (
            <button
              key={lang.id}
              id={`${base}-${lang.id}`}
              type="button"
              role="tab"
              aria-selected={language === lang.id}
              aria-controls={`${base}-panel`}
              onClick={() => setLanguage(lang.id)}
              className={`min-h-11 px-4 text-sm font-medium ${
                language === lang.id
                  ? 'border-b-2 border-brand-100 text-white'
                  : 'text-slate-300 hover:text-white'
              }`}
            >
              {lang.label}
            </button>
          ))}
        </div>
        <CopyButton
          value={sample[language]}
          label={t(m.copySample, {
            title,
            language: LANGUAGES.find((lang) => lang.id === language)?.label,
          })}
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 hover:text-white"
        />
      </div>
      <pre
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-${language}`}
        data-language={language}
        tabIndex={0}
        className="overflow-x-auto p-4 text-xs leading-relaxed text-slate-100"
      >
        <code>{sample[language]}</code>
      </pre>
    </div>
  )
}

/** A plain copyable block (example responses, payloads, the base URL). */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const t = useT()
  return (
    <div className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
      <CopyButton
        value={code}
        label={t(m.copyCode, { label })}
        className="icon-btn absolute top-1 right-1"
      />
      <pre
        tabIndex={0}
        className="overflow-x-auto p-4 pr-12 text-xs leading-relaxed text-slate-800"
      >
        <code>{code}</code>
      </pre>
    </div>
  )
}
