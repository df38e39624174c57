/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Points the portal at another gateway, e.g. https://gateway.example.com/api/v1 */
  readonly VITE_API_BASE_URL?: string
  /** Support address shown on the API docs screen. */
  readonly VITE_SUPPORT_EMAIL?: string
  /** The external full API documentation linked from the API docs screen. */
  readonly VITE_API_DOCS_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

declare const __BUILD_ID__: string

/** The 'Transaction Trends' chart, drawn by echarts at build time (scripts/vite-plugins.ts). */
declare module 'virtual:trends-chart' {
  /** The trends chart's drawings per language code (the weekday names differ). */
  export const TRENDS_CHART_IMAGES: Readonly<
    Record<string, readonly { width: number; src: string }[]>
  >
}

/** Each catalogue's name for its own language, by code, read at build (scripts/i18n-plugins.ts). */
declare module 'virtual:i18n-languages' {
  export const LANGUAGE_NAMES: Readonly<Record<string, string>>
}

/**
 * The parts a catalogue loads in (CATALOGUE_PARTS in scripts/i18n-plugins.ts, decision 062:
 * tests/unit/i18n-build.test.ts checks this list is that table's), and
 * each catalogue but the source's: per language code, each part's lazy import.
 */
declare module 'virtual:catalogue-parts' {
  export type CataloguePart =
    | 'boot'
    | 'auth'
    | 'sale'
    | 'counter'
    | 'shift'
    | 'pair'
    | 'gateway'
    | 'dashboard'
    | 'payments'
    | 'paymentLink'
    | 'payouts'
    | 'wallet'
    | 'settlements'
    | 'reports'
    | 'settings'
    | 'counters'
    | 'docs'
    | 'security'
    | 'people'
    | 'team'
    | 'screens'
  export const PARTS: readonly CataloguePart[]
  export const CATALOGUES: Readonly<
    Record<string, Record<CataloguePart, () => Promise<{ default: Record<string, unknown> }>>>
  >
}
