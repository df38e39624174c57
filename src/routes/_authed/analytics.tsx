import { createFileRoute } from '@tanstack/react-router'
import { useT } from '../../lib/i18n/i18n'
import * as m from '../-messages'

export const Route = createFileRoute('/_authed/analytics')({
  staticData: { texts: ['screens'] },
  component: AnalyticsPage,
})

function AnalyticsPage() {
  const t = useT()
  return <p className="text-lg text-slate-700">{t(m.analyticsSoon)}</p>
}
