import { useT } from '../../lib/i18n/i18n'
import { useOutlets } from '../../lib/outlets/use-outlets'
import * as m from './list-messages'

/**
 * The Outlet filter's choices (decision 080), or undefined for no filter: a business with one
 * open outlet sees none (unless a shared address already names one, so it can be cleared).
 * Archived outlets stay choosable, since their payments stay; 'No outlet' (links that name none)
 * is the whole business's, so a person limited to outlets does not get it.
 */
export function useOutletChoices(
  wanted: boolean,
  current: string | undefined,
): Array<{ value: string; label: string }> | undefined {
  const t = useT()
  const { all, many, limitedTo } = useOutlets(wanted)
  if (!wanted || (!many && !current)) return undefined
  const choices = all.map((outlet) => ({
    value: outlet.outlet_id,
    label: outlet.archived_at ? t(m.archivedOutlet, { name: outlet.name }) : outlet.name,
  }))
  if (limitedTo.length === 0) choices.push({ value: 'none', label: t(m.noOutlet) })
  return choices
}
