/** A screen whose issue has not landed yet shows its title only. */
export function PagePlaceholder({ title }: { title: string }) {
  return <h2 className="text-2xl font-semibold text-slate-900">{title}</h2>
}
