import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { cardLook, DataTable, type Column } from '../../../components/data-table'
import { FormField, fieldErrorProps } from '../../../components/form-field'
import { Modal } from '../../../components/modal'
import { errorMessage } from '../../../lib/http/api-client'
import { formatDate } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import { outletsQueryOptions, type Outlet } from '../../../lib/outlets/outlet-api'
import { toast } from '../../../lib/toast/toast'
import { useCan } from '../../../lib/session/use-can'
import { gstinProblem } from '../gst-registration'
import { GST_STATES, stateNotGiven, stateOption } from '../messages'
import * as m from '../outlet-messages'
import {
  archiveOutlet,
  createOutlet,
  restoreOutlet,
  updateOutlet,
  useOutletChange,
  type OutletInput,
} from '../outlets-api'

const LOOK = cardLook({ th: 'px-4 py-3 whitespace-nowrap', td: 'sm:px-4 sm:py-3' })

/**
 * Settings → Outlets (product.md §2.23): the business's shops, open ones first. An Owner or Admin
 * (`outlets.manage`) adds, changes, archives and restores them; everyone else reads the list.
 */
export function OutletsPage() {
  const t = useT()
  const manage = useCan('outlets.manage')
  const outlets = useQuery(outletsQueryOptions())
  // `null`: a new outlet; an outlet: its change.
  const [editing, setEditing] = useState<Outlet | null | undefined>(undefined)
  const archive = useOutletChange(archiveOutlet)
  const restore = useOutletChange(restoreOutlet)
  const busy = archive.isPending || restore.isPending

  function onArchive(outlet: Outlet) {
    if (!window.confirm(t(m.archiveConfirm, { name: outlet.name }))) return
    archive.mutate(outlet.outlet_id, {
      onSuccess: () => toast.success(t(m.archived, { name: outlet.name })),
      onError: (error) => toast.error(errorMessage(error, t(m.saveFailed))),
    })
  }
  function onRestore(outlet: Outlet) {
    restore.mutate(outlet.outlet_id, {
      onSuccess: () => toast.success(t(m.restored, { name: outlet.name })),
      onError: (error) => toast.error(errorMessage(error, t(m.saveFailed))),
    })
  }

  const columns: Array<Column<Outlet> | false> = [
    {
      header: t(m.colName),
      card: 'free',
      className: 'col-span-2 font-medium text-slate-900',
      render: (o) => o.name,
    },
    {
      header: t(m.colPlace),
      render: (o) => [o.city, o.state].filter(Boolean).join(', ') || '—',
    },
    { header: t(m.colGstin), render: (o) => <span className="font-mono">{o.gstin ?? '—'}</span> },
    { header: t(m.colCounters), render: (o) => o.counters },
    {
      header: t(m.colStatus),
      cellData: (o) => ({ 'data-status': o.archived_at ? 'archived' : 'open' }),
      render: (o) =>
        o.archived_at ? t(m.archivedOn, { date: formatDate(o.archived_at) }) : t(m.open),
    },
    manage && {
      header: t(m.colActions),
      card: 'free',
      className: 'col-span-2',
      render: (o) => (
        <span className="flex flex-wrap gap-2">
          {o.archived_at ? (
            <button
              type="button"
              className="btn-secondary"
              aria-label={t(m.restoreNamed, { name: o.name })}
              disabled={busy}
              onClick={() => onRestore(o)}
            >
              {t(m.restore)}
            </button>
          ) : (
            <>
              <button
                type="button"
                className="btn-secondary"
                aria-label={t(m.editOutlet, { name: o.name })}
                onClick={() => setEditing(o)}
              >
                {t(m.edit)}
              </button>
              <button
                type="button"
                className="btn-secondary text-red-700"
                aria-label={t(m.archiveNamed, { name: o.name })}
                disabled={busy}
                onClick={() => onArchive(o)}
              >
                {t(m.archive)}
              </button>
            </>
          )}
        </span>
      ),
    },
  ]

  return (
    <section aria-labelledby="outlets-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl space-y-1">
          <h2 id="outlets-title" className="text-2xl font-semibold text-slate-900">
            {t(m.title)}
          </h2>
          <p className="text-sm text-slate-600">{t(m.intro)}</p>
          {!manage && <p className="text-sm text-slate-600">{t(m.readOnly)}</p>}
        </div>
        {manage && outlets.data && (
          <button type="button" className="btn-primary" onClick={() => setEditing(null)}>
            {t(m.addOutlet)}
          </button>
        )}
      </div>
      <div className="card p-0">
        {outlets.isPending ? (
          <p className="p-4 text-sm text-slate-600">{t(m.loading)}</p>
        ) : outlets.isError ? (
          <p className="p-4 text-sm text-red-700">{errorMessage(outlets.error, t(m.loadFailed))}</p>
        ) : outlets.data === null ? (
          <p className="p-4 text-sm text-slate-600">{t(m.unavailable)}</p>
        ) : (
          <DataTable
            rows={outlets.data}
            columns={columns}
            rowKey={(o) => o.outlet_id}
            rowTestId="outlet-row"
            look={LOOK}
          />
        )}
      </div>
      <p className="max-w-2xl text-sm text-slate-600">{t(m.taxNote)}</p>
      {editing !== undefined && (
        <OutletDialog outlet={editing} onClose={() => setEditing(undefined)} />
      )}
    </section>
  )
}

type Values = { name: string; address: string; city: string; state_code: string; gstin: string }
type Errors = Partial<Record<'name' | 'gstin', string>>

const fieldId = (name: keyof Values) => `outlet-${name.replace('_', '-')}`

/** Add or change an outlet; the GSTIN and its state are checked here as the gateway checks them. */
function OutletDialog({ outlet, onClose }: { outlet: Outlet | null; onClose: () => void }) {
  const t = useT()
  const [values, setValues] = useState<Values>({
    name: outlet?.name ?? '',
    address: outlet?.address ?? '',
    city: outlet?.city ?? '',
    state_code: outlet?.state_code ?? '',
    gstin: outlet?.gstin ?? '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const create = useOutletChange(createOutlet)
  const update = useOutletChange(updateOutlet)
  const saving = create.isPending || update.isPending
  const failure = create.error ?? update.error
  const set = (key: keyof Values, value: string) => setValues((v) => ({ ...v, [key]: value }))
  const gstin = values.gstin.trim()
  // A GSTIN names its state (its first two digits): the State follows it.
  const gstinState = /^[0-9]{2}/.test(gstin) ? gstin.slice(0, 2) : ''

  function validate(): Errors {
    const found: Errors = {}
    if (!values.name.trim()) found.name = t(m.nameRequired)
    const problem = gstin ? gstinProblem(gstin) : null
    if (problem) found.gstin = t(problem)
    return found
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length > 0 || saving) return
    const input: OutletInput = { name: values.name.trim() }
    const address = values.address.trim()
    const city = values.city.trim()
    const state = gstinState || values.state_code
    // A change sends every field, so one emptied is emptied; a new outlet leaves empty ones out.
    if (address || outlet) input.address = address
    if (city || outlet) input.city = city
    if (state) input.state_code = state
    if (gstin || outlet) input.gstin = gstin
    const done = {
      onSuccess: () => {
        toast.success(t(outlet ? m.saved : m.added))
        onClose()
      },
    }
    if (outlet) update.mutate({ id: outlet.outlet_id, ...input }, done)
    else create.mutate(input, done)
  }

  const serverError = failure ? errorMessage(failure, t(m.saveFailed)) : undefined
  return (
    <Modal
      open
      title={outlet ? t(m.editOutlet, { name: outlet.name }) : t(m.addOutlet)}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField id={fieldId('name')} label={t(m.name)} error={errors.name} required>
          <input
            id={fieldId('name')}
            value={values.name}
            maxLength={60}
            onChange={(e) => set('name', e.target.value)}
            className="input"
            {...fieldErrorProps(fieldId('name'), errors.name)}
          />
        </FormField>
        <FormField id={fieldId('address')} label={t(m.address)}>
          <input
            id={fieldId('address')}
            value={values.address}
            maxLength={200}
            onChange={(e) => set('address', e.target.value)}
            className="input"
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={fieldId('city')} label={t(m.city)}>
            <input
              id={fieldId('city')}
              value={values.city}
              maxLength={60}
              onChange={(e) => set('city', e.target.value)}
              className="input"
            />
          </FormField>
          <FormField
            id={fieldId('state_code')}
            label={t(m.state)}
            hint={gstinState ? t(m.stateFromGstin) : undefined}
          >
            <select
              id={fieldId('state_code')}
              value={gstinState || values.state_code}
              disabled={gstinState !== ''}
              onChange={(e) => set('state_code', e.target.value)}
              className="input"
            >
              <option value="">{t(stateNotGiven)}</option>
              {GST_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {t(stateOption, { name: t(name), code })}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField
          id={fieldId('gstin')}
          label={t(m.gstin)}
          error={errors.gstin}
          hint={t(m.gstinHint)}
        >
          <input
            id={fieldId('gstin')}
            value={values.gstin}
            maxLength={15}
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(e) => set('gstin', e.target.value.toUpperCase())}
            className="input font-mono"
            aria-describedby={errors.gstin ? undefined : `${fieldId('gstin')}-hint`}
            {...fieldErrorProps(fieldId('gstin'), errors.gstin)}
          />
        </FormField>
        {serverError && (
          <p role="alert" className="text-sm text-red-700">
            {serverError}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t(m.cancel)}
          </button>
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? t(m.saving) : t(m.save)}
          </button>
        </div>
      </form>
    </Modal>
  )
}
