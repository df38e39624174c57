import Trash2 from 'lucide-react/icons/trash'
import { FormField } from '../../../components/form-field'
import { maskAccount, type Beneficiary } from '../checks-api'
import { useRemoveBeneficiary } from '../checks-queries'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'

type Props = {
  beneficiaries: Beneficiary[]
  pickedId: string
  onPick: (beneficiary: Beneficiary | null) => void
}

const ID = 'payout-savedBeneficiary'

/** 'Saved beneficiary' (product.md §2.8 as built): a picked one skips typing, not the review. */
export function SavedBeneficiaryPicker({ beneficiaries, pickedId, onPick }: Props) {
  const t = useT()
  const remove = useRemoveBeneficiary()
  const picked = beneficiaries.find((b) => b.beneficiary_id === pickedId)
  return (
    <FormField id={ID} label={t(m.savedBeneficiary)}>
      <div className="flex gap-2">
        <select
          id={ID}
          value={pickedId}
          onChange={(e) =>
            onPick(beneficiaries.find((b) => b.beneficiary_id === e.target.value) ?? null)
          }
          className="input min-w-0 flex-1"
        >
          <option value="">{t(m.newBeneficiary)}</option>
          {beneficiaries.map((b) => (
            <option key={b.beneficiary_id} value={b.beneficiary_id}>
              {`${b.name} · ${maskAccount(b.account_number)}${b.bank_name ? ` · ${b.bank_name}` : ''}`}
            </option>
          ))}
        </select>
        {picked && (
          <button
            type="button"
            className="icon-btn shrink-0"
            aria-label={t(m.removeBeneficiary, { name: picked.name })}
            disabled={remove.isPending}
            onClick={() => remove.mutate(picked.beneficiary_id, { onSuccess: () => onPick(null) })}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
    </FormField>
  )
}
