import { Link } from '@tanstack/react-router'
import BookOpen from 'lucide-react/icons/book-open'
import ExternalLink from 'lucide-react/icons/external-link'
import KeyRound from 'lucide-react/icons/key-round'
import LifeBuoy from 'lucide-react/icons/life-buoy'
import { CopyButton } from '../../../components/copy-button'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'
import { docSections, FULL_DOCS_URL, publicBaseUrl, SUPPORT_EMAIL } from '../samples'
import { CodeBlock, CodeTabs } from './code-block'

/** product.md §2 API Documentation: static, shipped with the app (it works offline). */
export function ApiDocsPage() {
  const t = useT()
  const base = publicBaseUrl()
  const sections = docSections(base)

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold text-slate-900">{t(m.title)}</h2>
          <p className="text-sm text-slate-600">{t(m.intro)}</p>
        </div>
        <a href={FULL_DOCS_URL} target="_blank" rel="noopener noreferrer" className="btn-secondary">
          <BookOpen aria-hidden="true" className="size-4" />
          {t(m.fullDocs)}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t(m.newTab)}</span>
        </a>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="base-url-title" className="card">
          <h3 id="base-url-title" className="text-lg font-semibold text-slate-900">
            {t(m.baseUrl)}
          </h3>
          <div className="mt-3 flex items-center gap-2 rounded-lg bg-slate-50 p-2 pl-3">
            <code data-testid="api-base-url" className="min-w-0 flex-1 font-mono text-sm break-all">
              {base}
            </code>
            <CopyButton value={base} label={t(m.copyBaseUrl)} className="icon-btn shrink-0" />
          </div>
          <p className="mt-2 text-sm text-slate-600">
            {t(m.envelope, {
              success: '{ "success": true, "data": … }',
              failure: '{ "success": false, "error": { "message": … } }',
            })}
          </p>
        </section>
        <section aria-labelledby="auth-title" className="card">
          <h3
            id="auth-title"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <KeyRound aria-hidden="true" className="size-5 text-brand-600" />
            {t(m.authentication)}
          </h3>
          <p className="mt-2 text-sm text-slate-700">{t(m.sendHeaders)}</p>
          <dl className="mt-2 space-y-1 font-mono text-sm">
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">X-API-Key:</dt>
              <dd className="text-slate-600">{t(m.yourKey)}</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">X-API-Secret:</dt>
              <dd className="text-slate-600">{t(m.yourSecret)}</dd>
            </div>
          </dl>
          <p className="mt-2 text-sm text-slate-600">
            {t(m.findThem)}{' '}
            <Link to="/settings" className="font-medium text-brand-700 hover:underline">
              {t(m.credentialsLink)}
            </Link>
            {t(m.serverOnly)}
          </p>
        </section>
      </div>

      <nav aria-label={t(m.onThisPage)} className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <a
            key={section.id}
            href={`#docs-${section.id}`}
            className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-brand-600"
          >
            {section.title}
          </a>
        ))}
      </nav>

      {sections.map((section) => (
        <section
          key={section.id}
          id={`docs-${section.id}`}
          aria-labelledby={`docs-${section.id}-title`}
          className="card scroll-mt-20 space-y-3"
        >
          <h3 id={`docs-${section.id}-title`} className="text-lg font-semibold text-slate-900">
            {section.title}
          </h3>
          {section.method && section.path && (
            <p className="font-mono text-sm">
              <span className="mr-2 rounded bg-brand-50 px-2 py-0.5 font-semibold text-brand-700">
                {section.method}
              </span>
              {section.path}
            </p>
          )}
          {/* Long paths and field lists break anywhere rather than widen a phone screen. */}
          <p className="text-sm wrap-anywhere text-slate-700">{section.description}</p>
          {section.notes && (
            <ul className="list-disc space-y-1 pl-5 text-sm wrap-anywhere text-slate-700">
              {section.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          <CodeTabs sample={section.sample} title={section.title} />
          {section.example && (
            <div>
              <h4 className="mb-1 text-sm font-medium text-slate-700">
                {t(section.id === 'webhook' ? m.examplePayload : m.exampleResponse)}
              </h4>
              <CodeBlock
                code={section.example}
                label={t(m.exampleLabel, { title: section.title })}
              />
            </div>
          )}
        </section>
      ))}

      <section aria-labelledby="support-title" className="card flex items-start gap-3">
        <LifeBuoy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div>
          <h3 id="support-title" className="font-semibold text-slate-900">
            {t(m.needHelp)}
          </h3>
          <p className="text-sm text-slate-700">
            {t(m.supportContact)}{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {SUPPORT_EMAIL}
            </a>
          </p>
        </div>
      </section>
    </div>
  )
}
