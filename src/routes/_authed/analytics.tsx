import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_authed/analytics')({
  component: AnalyticsPage,
})

function AnalyticsPage() {
  return <p className="text-lg text-slate-700">Analytics page - Coming soon</p>
}
