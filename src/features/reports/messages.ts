/*
 * The Reports screen's texts (product.md §2.10, §8, §12.3–12.5), in English, the source language
 * (docs/i18n.md). Their other languages are in src/locales/<code>.po under the same ids. The
 * files themselves (report, invoice PDF, journal) keep their documented English.
 */
// The screen and its quick cards (product.md §2.10)
export const title = /*i18n*/ { id: 'reports.title', message: 'Reports' }
export const quickToday = /*i18n*/ { id: 'reports.quickToday', message: "Today's Transactions" }
export const quick7 = /*i18n*/ { id: 'reports.quick7', message: 'Last 7 Days' }
export const quick30 = /*i18n*/ { id: 'reports.quick30', message: 'Last 30 Days' }
export const customRange = /*i18n*/ { id: 'reports.customRange', message: 'Custom Range' }
// 'Custom Report'
export const customReport = /*i18n*/ { id: 'reports.customReport', message: 'Custom Report' }
export const reportType = /*i18n*/ { id: 'reports.reportType', message: 'Report Type' }
export const typeAll = /*i18n*/ { id: 'reports.typeAll', message: 'All Transactions' }
export const typePayin = /*i18n*/ { id: 'reports.typePayin', message: 'Payin Only' }
export const typePayout = /*i18n*/ { id: 'reports.typePayout', message: 'Payout Only' }
export const typeRefund = /*i18n*/ { id: 'reports.typeRefund', message: 'Refunds Only' }
export const status = /*i18n*/ { id: 'reports.status', message: 'Status' }
export const allStatuses = /*i18n*/ {
  id: 'reports.allStatuses',
  message: 'All',
  comment: 'The Status filter’s first option: no status filter',
}
export const fromDate = /*i18n*/ { id: 'reports.fromDate', message: 'From Date' }
export const toDate = /*i18n*/ { id: 'reports.toDate', message: 'To Date' }
export const selectDate = /*i18n*/ { id: 'reports.selectDate', message: 'Please select a date' }
export const exportFormat = /*i18n*/ { id: 'reports.exportFormat', message: 'Export Format' }
export const formatCsv = /*i18n*/ { id: 'reports.formatCsv', message: 'CSV' }
export const formatJson = /*i18n*/ { id: 'reports.formatJson', message: 'JSON' }
export const formatXlsx = /*i18n*/ {
  id: 'reports.formatXlsx',
  message: 'Excel (.xlsx)',
  comment: 'A file format: Excel is a product name',
}
export const hintCsv = /*i18n*/ {
  id: 'reports.hintCsv',
  message: 'For software: exact values and codes',
}
export const hintJson = /*i18n*/ { id: 'reports.hintJson', message: 'For programs' }
export const hintXlsx = /*i18n*/ {
  id: 'reports.hintXlsx',
  message: 'For people: opens right in Excel and LibreOffice',
}
export const generating = /*i18n*/ { id: 'reports.generating', message: 'Generating...' }
export const downloadReport = /*i18n*/ { id: 'reports.downloadReport', message: 'Download Report' }
export const downloaded = /*i18n*/ {
  id: 'reports.downloaded',
  message: 'Report downloaded successfully',
}
export const generateFailed = /*i18n*/ {
  id: 'reports.generateFailed',
  message: 'Failed to generate report',
}
export const downloadFailed = /*i18n*/ {
  id: 'reports.downloadFailed',
  message: 'Failed to download report',
}
// The progress while a report streams
export const preparing = /*i18n*/ { id: 'reports.preparing', message: 'Preparing report...' }
export const progressOf = /*i18n*/ {
  id: 'reports.progressOf',
  message: '{received} of {total}',
  comment: 'Sizes with their unit, e.g. "1.5 MB of 4.0 MB"',
}
export const progressReceived = /*i18n*/ {
  id: 'reports.progressReceived',
  message: '{received} received',
  comment: 'A size with its unit, e.g. "1.5 MB received", when the total is not known',
}
export const progressLabel = /*i18n*/ {
  id: 'reports.progressLabel',
  message: 'Report download progress',
}
// 'Report Information' (product.md §2.10: six lines, then decision 030's three, then 055's three)
export const reportInfo = /*i18n*/ { id: 'reports.reportInfo', message: 'Report Information' }
export const infoLines = [
  /*i18n*/ {
    id: 'reports.infoDetails',
    message: 'Reports include transaction and customer details',
  },
  /*i18n*/ {
    id: 'reports.infoCsv',
    message: 'CSV format opens in spreadsheet applications (Excel, Google Sheets)',
  },
  /*i18n*/ {
    id: 'reports.infoJson',
    message: 'JSON format is for programmatic use and integrations',
  },
  /*i18n*/ { id: 'reports.infoMaxRange', message: 'Maximum date range is 90 days per report' },
  /*i18n*/ { id: 'reports.infoRealTime', message: 'Reports are generated in real time' },
  /*i18n*/ { id: 'reports.infoInr', message: 'All amounts are in INR' },
  /*i18n*/ {
    id: 'reports.infoUsd',
    message:
      "A USD payin's Amount is in dollars; Amount (INR), fees and totals are in rupees at the stated rate",
    comment: 'Amount and Amount (INR) are the report file’s column names, which stay English',
  },
  /*i18n*/ {
    id: 'reports.infoXlsxExact',
    message:
      'Excel (.xlsx) keeps UTRs and account numbers exactly; a spreadsheet reads them in CSV as numbers',
  },
  /*i18n*/ { id: 'reports.infoIst', message: 'Times are India Standard Time (+05:30)' },
  /*i18n*/ {
    id: 'reports.infoXlsxPeople',
    message:
      'Excel (.xlsx), the default, is for people: ids, UTRs and account numbers stay exact, dates are real dates, and types and statuses read as on screen',
  },
  /*i18n*/ {
    id: 'reports.infoCsvSoftware',
    message: 'CSV is for software: exact values and the codes a program reads',
  },
  /*i18n*/ {
    id: 'reports.infoGstInFee',
    message: 'Where fees are shown, GST in Fee is the tax included in each fee',
    comment: '"GST in Fee" is a column name of the report file, which stays English',
  },
]
export const recentDownloads = /*i18n*/ {
  id: 'reports.recentDownloads',
  message: 'Recent Downloads',
}
export const noRecentDownloads = /*i18n*/ {
  id: 'reports.noRecentDownloads',
  message: 'No recent downloads',
}
// 'Tax Invoices' (product.md §12.3)
export const invoicesTitle = /*i18n*/ { id: 'reports.invoicesTitle', message: 'Tax Invoices' }
export const invoicesIntro = /*i18n*/ {
  id: 'reports.invoicesIntro',
  message: "The gateway's fees with GST, one invoice a month, for your input tax credit.",
}
export const invoicesNext = /*i18n*/ {
  id: 'reports.invoicesNext',
  message: 'The invoice for {month} is issued when the month ends.',
  comment: 'Follows the intro in the same paragraph; month is like "November 2026"',
}
export const months = /*i18n*/ {
  id: 'reports.months',
  message: 'January February March April May June July August September October November December',
  comment:
    'The twelve full month names separated by single spaces, for "The invoice for {month}" and an invoice period',
}
export const monthYear = /*i18n*/ {
  id: 'reports.monthYear',
  message: '{month} {year}',
  comment: 'A month of a year, e.g. "November 2026"',
}
export const loading = /*i18n*/ { id: 'reports.loading', message: 'Loading...' }
export const invoicesFailed = /*i18n*/ {
  id: 'reports.invoicesFailed',
  message: 'Failed to load invoices',
}
export const noInvoices = /*i18n*/ { id: 'reports.noInvoices', message: 'No invoices yet' }
export const taxInvoice = /*i18n*/ {
  id: 'reports.taxInvoice',
  message: 'Tax invoice {number}',
  comment: 'A row of the list and the title of its dialog; number is the invoice number',
}
export const creditNote = /*i18n*/ {
  id: 'reports.creditNote',
  message: 'Credit note {number}',
  comment: 'A row of the list and the title of its dialog; number is the credit note number',
}
export const periodTotal = /*i18n*/ {
  id: 'reports.periodTotal',
  message: '{period} · Total {total}',
  comment: 'Under an invoice: its month and its total in rupees',
}
export const view = /*i18n*/ { id: 'reports.view', message: 'View' }
export const viewDocument = /*i18n*/ {
  id: 'reports.viewDocument',
  message: 'View {number}',
  comment: 'Accessible name of the View button; it must contain the visible word View',
}
export const pdf = /*i18n*/ { id: 'reports.pdf', message: 'PDF' }
export const pdfOf = /*i18n*/ {
  id: 'reports.pdfOf',
  message: 'PDF of {number}',
  comment: 'Accessible name of the PDF button; it must contain the visible word PDF',
}
// The invoice dialog
export const number = /*i18n*/ { id: 'reports.number', message: 'Number' }
export const date = /*i18n*/ { id: 'reports.date', message: 'Date' }
export const period = /*i18n*/ { id: 'reports.period', message: 'Period' }
export const placeOfSupply = /*i18n*/ { id: 'reports.placeOfSupply', message: 'Place of supply' }
export const againstInvoice = /*i18n*/ {
  id: 'reports.againstInvoice',
  message: 'Against invoice',
  comment: 'A credit note: the invoice it corrects',
}
export const from = /*i18n*/ {
  id: 'reports.from',
  message: 'From',
  comment: 'The supplier on an invoice (the gateway)',
}
export const billedTo = /*i18n*/ { id: 'reports.billedTo', message: 'Billed to' }
export const gstin = /*i18n*/ { id: 'reports.gstin', message: 'GSTIN: {gstin}' }
export const notRegistered = /*i18n*/ {
  id: 'reports.notRegistered',
  message: 'Not registered',
  comment: 'In place of a GSTIN: the business is not registered for GST',
}
export const state = /*i18n*/ { id: 'reports.state', message: 'State: {state}' }
export const stateWithCode = /*i18n*/ {
  id: 'reports.stateWithCode',
  message: '{state} ({code})',
  comment: 'A state and its GST state code, e.g. "Maharashtra (27)"',
}
export const notGiven = /*i18n*/ { id: 'reports.notGiven', message: 'Not given' }
export const charges = /*i18n*/ {
  id: 'reports.charges',
  message: 'Charges',
  comment: 'Accessible name of the table of an invoice’s lines',
}
export const description = /*i18n*/ { id: 'reports.description', message: 'Description' }
export const sac = /*i18n*/ { id: 'reports.sac', message: 'SAC' }
export const taxableValue = /*i18n*/ { id: 'reports.taxableValue', message: 'Taxable value' }
export const gst = /*i18n*/ { id: 'reports.gst', message: 'GST' }
export const total = /*i18n*/ { id: 'reports.total', message: 'Total' }
export const cgst = /*i18n*/ { id: 'reports.cgst', message: 'CGST 9%' }
export const sgst = /*i18n*/ { id: 'reports.sgst', message: 'SGST 9%' }
export const igst = /*i18n*/ { id: 'reports.igst', message: 'IGST 18%' }
export const gstRounding = /*i18n*/ {
  id: 'reports.gstRounding',
  message: 'GST rounding',
  comment: 'The GST the fees collected beyond 18 % of the taxable value, a paisa or so',
}
export const issuedOn = /*i18n*/ {
  id: 'reports.issuedOn',
  message: 'Issued on',
  comment: 'The day a document dated its month’s last day was actually issued',
}
export const amountInWords = /*i18n*/ { id: 'reports.amountInWords', message: 'Amount in words' }
export const downloadPdf = /*i18n*/ { id: 'reports.downloadPdf', message: 'Download PDF' }
export const invoiceDownloaded = /*i18n*/ {
  id: 'reports.invoiceDownloaded',
  message: 'Invoice downloaded',
}
export const invoiceFailed = /*i18n*/ {
  id: 'reports.invoiceFailed',
  message: 'Failed to download invoice',
}
// 'Books Export' (product.md §12.4)
export const booksExport = /*i18n*/ { id: 'reports.booksExport', message: 'Books Export' }
export const booksIntro = /*i18n*/ {
  id: 'reports.booksIntro',
  message:
    "A journal for your accounts: one row per ledger movement, with its voucher, account, debit and credit; every day's debits equal its credits. Tally XML imports the same vouchers.",
}
export const journalFrom = /*i18n*/ { id: 'reports.journalFrom', message: 'Journal From' }
export const journalTo = /*i18n*/ { id: 'reports.journalTo', message: 'Journal To' }
export const journalFormat = /*i18n*/ { id: 'reports.journalFormat', message: 'Journal Format' }
export const journalCsv = /*i18n*/ { id: 'reports.journalCsv', message: 'CSV (for software)' }
export const journalTally = /*i18n*/ {
  id: 'reports.journalTally',
  message: 'Tally XML',
  comment: 'A file format: Tally is an accounting program',
}
export const downloadJournal = /*i18n*/ {
  id: 'reports.downloadJournal',
  message: 'Download Journal',
}
export const journalDownloaded = /*i18n*/ {
  id: 'reports.journalDownloaded',
  message: 'Journal downloaded',
}
export const journalFailed = /*i18n*/ {
  id: 'reports.journalFailed',
  message: 'Failed to download journal',
}
// 'Import into Tally' (product.md §12.4): the steps under Books Export.
export const tallyImport = /*i18n*/ {
  id: 'reports.tallyImport',
  message: 'Import into Tally',
  comment: 'Tally is an accounting program; the title of a few steps that can be opened',
}
export const tallyStepCompany = /*i18n*/ {
  id: 'reports.tallyStepCompany',
  message:
    'In TallyPrime, open the company these books are for. A new, empty company works: the file creates the ledgers it uses.',
}
export const tallyStepDownload = /*i18n*/ {
  id: 'reports.tallyStepDownload',
  message: 'Here, choose the dates and the format Tally XML, and download the journal.',
}
export const tallyStepImport = /*i18n*/ {
  id: 'reports.tallyStepImport',
  message:
    'In TallyPrime, choose Import, then Transactions, give the file’s path and import it. Tally lists what it created and any errors.',
}
export const tallyStepGroups = /*i18n*/ {
  id: 'reports.tallyStepGroups',
  message:
    'The ledgers and their groups: Gateway Wallet, Gateway Clearing, Payouts in Transit and Bank under Bank Accounts; Sales and Refunds under Sales Accounts; Gateway Charges and GST Rounding under Indirect Expenses; Input CGST, Input SGST and Input IGST under Duties & Taxes; Payouts under Sundry Creditors; Gateway Adjustments under Suspense A/c. A ledger your company already has keeps its group.',
  comment: 'Ledger and group names stay in English: they are the names in the file and in Tally',
}
export const tallyStepOnce = /*i18n*/ {
  id: 'reports.tallyStepOnce',
  message:
    'Import each period once: importing the same dates again enters their vouchers twice. Check the totals against the tax invoice.',
}

// Outlets (decision 080, product.md §2.23): shown once the business has a second open outlet.
export const outlet = /*i18n*/ { id: 'reports.outlet', message: 'Outlet' }
export const allOutlets = /*i18n*/ { id: 'reports.allOutlets', message: 'All outlets' }
export const noOutlet = /*i18n*/ {
  id: 'reports.noOutlet',
  message: 'No outlet (links of the business)',
}
export const archivedOutlet = /*i18n*/ {
  id: 'reports.archivedOutlet',
  message: '{name} (archived)',
}
export const splitByOutlet = /*i18n*/ {
  id: 'reports.splitByOutlet',
  message: 'Split by outlet',
}
export const splitByOutletHint = /*i18n*/ {
  id: 'reports.splitByOutletHint',
  message: 'Excel only: one sheet for each outlet. CSV and JSON have an Outlet column instead.',
}
