import { lazy, Suspense } from 'react'
import { withTexts } from '../../../lib/i18n/i18n'
import type { PaymentState } from '../../../lib/payment-watch/payment-status-machine'
import type { CounterView, OpenSale } from '../counter-state'
import { CounterFullScreen } from './counter-full-screen'
import { CounterLoading } from './counter-loading'
import type * as Notices from './counter-notices'
import type * as SaleScreen from './counter-sale-screen'

// The sale's screens (QR, status, 'Payment Received!') are a download of their own (decision
// 062): a cold counter draws its keypad without them, and they load while the cashier types the
// amount (counter-page.tsx asks at every key), so they are there by Charge, with their texts (the
// `sale` part, sale-messages.ts). A failed download is tried again when next asked for.
let saleScreen: Promise<typeof SaleScreen> | undefined

export function loadSaleScreen(): Promise<typeof SaleScreen> {
  saleScreen ??= withTexts(['sale'], () => import('./counter-sale-screen')).catch(
    (error: unknown) => {
      saleScreen = undefined
      throw error
    },
  )
  return saleScreen
}

// The notices (a sale's outcome, a late payment, a failed charge) are shown only after a sale or
// when a late payment comes: fetched with the first key like the sale's screen, not with the
// keypad (decision 062).
let notices: Promise<typeof Notices> | undefined

export function loadNotices(): Promise<typeof Notices> {
  notices ??= withTexts(['sale'], () => import('./counter-notices')).catch((error: unknown) => {
    notices = undefined
    throw error
  })
  return notices
}

const CounterSaleScreen = lazy(() =>
  loadSaleScreen().then((module) => ({ default: module.CounterSaleScreen })),
)

/** Names the QR's dialog: "Amount to pay ₹120.00" (the ids are counter-qr-view.tsx's). */
const QR_VIEW_LABELLED_BY = 'counter-qr-label counter-qr-title'
const SUCCESS_TITLE_ID = 'counter-success-title'

type Props = {
  view: Exclude<CounterView, { kind: 'keypad' }>
  onOutcome: (sale: OpenSale, result: PaymentState) => void
  onNextCustomer: () => void
  nextCustomerMs: number
}

/** A sale on its way, filling the screen (counter-full-screen.tsx): its QR, then its success. */
export function CounterSaleDialog({ view, onOutcome, onNextCustomer, nextCustomerMs }: Props) {
  return (
    <CounterFullScreen labelledBy={view.kind === 'qr' ? QR_VIEW_LABELLED_BY : SUCCESS_TITLE_ID}>
      {/* A sale resumed on a cold start (a reload under its QR) waits for its screen here. */}
      <Suspense fallback={<CounterLoading />}>
        <CounterSaleScreen
          view={view}
          onOutcome={onOutcome}
          onNextCustomer={onNextCustomer}
          successTitleId={SUCCESS_TITLE_ID}
          nextCustomerMs={nextCustomerMs}
        />
      </Suspense>
    </CounterFullScreen>
  )
}
