import { createFileRoute } from '@tanstack/react-router'
import { ZReportPage } from '../../../features/counters/components/z-report-page'
import { zReportQueryOptions } from '../../../features/counters/queries'

export const Route = createFileRoute('/_authed/z-reports/$shiftId')({
  staticData: { texts: ['counters', 'shift'], action: 'counters.manage' },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(zReportQueryOptions(params.shiftId)).catch(() => undefined),
  component: ZReportRoute,
})

function ZReportRoute() {
  const { shiftId } = Route.useParams()
  return <ZReportPage shiftId={shiftId} />
}
