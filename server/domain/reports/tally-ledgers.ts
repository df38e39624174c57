import { ACCOUNTS, type Account } from './journal'

/*
 * The journal's ledgers as Tally masters (decision 063): each under one of Tally's predefined
 * groups, so the XML imports into an empty company. The wallet's three balances are money the
 * gateway holds for the merchant, moved between one another by Contra vouchers, which Tally
 * allows only between cash and bank ledgers: so they are Bank Accounts, as the bank itself is.
 */

type Master = { group: string; gstHead?: 'Central Tax' | 'State Tax' | 'Integrated Tax' }

export const TALLY_LEDGERS: Readonly<Record<Account, Master>> = {
  [ACCOUNTS.wallet]: { group: 'Bank Accounts' },
  [ACCOUNTS.clearing]: { group: 'Bank Accounts' },
  [ACCOUNTS.transit]: { group: 'Bank Accounts' },
  [ACCOUNTS.bank]: { group: 'Bank Accounts' },
  [ACCOUNTS.sales]: { group: 'Sales Accounts' },
  // A refund to a customer returns a sale.
  [ACCOUNTS.refunds]: { group: 'Sales Accounts' },
  [ACCOUNTS.charges]: { group: 'Indirect Expenses' },
  [ACCOUNTS.rounding]: { group: 'Indirect Expenses' },
  [ACCOUNTS.cgst]: { group: 'Duties & Taxes', gstHead: 'Central Tax' },
  [ACCOUNTS.sgst]: { group: 'Duties & Taxes', gstHead: 'State Tax' },
  [ACCOUNTS.igst]: { group: 'Duties & Taxes', gstHead: 'Integrated Tax' },
  // Money sent to the merchant's suppliers and others: the accountant moves it to each party.
  [ACCOUNTS.payouts]: { group: 'Sundry Creditors' },
  // Anything else the gateway moved: held until the accountant places it.
  [ACCOUNTS.adjustments]: { group: 'Suspense A/c' },
}

/** Each master as a TALLYMESSAGE body for fast-xml-parser's builder. */
export function tallyLedgerMessages() {
  return Object.entries(TALLY_LEDGERS).map(([name, master]) => ({
    '@xmlns:UDF': 'TallyUDF',
    LEDGER: {
      '@NAME': name,
      '@ACTION': 'Create',
      'NAME.LIST': { '@TYPE': 'String', NAME: name },
      PARENT: master.group,
      ...(master.gstHead ? { TAXTYPE: 'GST', GSTDUTYHEAD: master.gstHead } : {}),
    },
  }))
}
