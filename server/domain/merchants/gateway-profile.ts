import { GST_STATES, gstinProblem } from '../core/gst'

/*
 * Who the gateway is on its tax invoices (decision 054): sandbox configuration, from the
 * environment for `npm start` and the CLI (docs/deployment.md's configuration table), with defaults that
 * describe a Bengaluru company. The state is the GSTIN's first two digits.
 */

export type GatewayProfile = {
  legalName: string
  gstin: string
  address: string
  stateCode: string
}

export const DEFAULT_GATEWAY_PROFILE: GatewayProfile = {
  legalName: 'Sandbox Payments Private Limited',
  gstin: '29AAACS1234F1ZO',
  address: '12th Floor, Sandbox Towers, 100 Feet Road, Koramangala, Bengaluru, Karnataka 560034',
  stateCode: '29',
}

export function gatewayProfile(given: Partial<Omit<GatewayProfile, 'stateCode'>> = {}) {
  const gstin = (given.gstin ?? DEFAULT_GATEWAY_PROFILE.gstin).trim().toUpperCase()
  const problem = gstinProblem(gstin)
  if (problem) throw new Error(`GATEWAY_GSTIN: ${problem}`)
  return {
    legalName: given.legalName?.trim() || DEFAULT_GATEWAY_PROFILE.legalName,
    gstin,
    address: given.address?.trim() || DEFAULT_GATEWAY_PROFILE.address,
    stateCode: gstin.slice(0, 2),
  } satisfies GatewayProfile
}

/** GATEWAY_LEGAL_NAME, GATEWAY_GSTIN, GATEWAY_ADDRESS (each optional). */
export function gatewayProfileFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayProfile {
  return gatewayProfile({
    legalName: env.GATEWAY_LEGAL_NAME,
    gstin: env.GATEWAY_GSTIN,
    address: env.GATEWAY_ADDRESS,
  })
}

export function stateName(code: string | null): string | null {
  return code ? (GST_STATES[code] ?? null) : null
}

/*
 * The profile in force for this process: set by startServer and the CLI from their
 * configuration, read where a fee is charged (its tax kind depends on the gateway's state) and
 * where a tax document is issued. One gateway per process, as in production.
 */
let active: GatewayProfile = DEFAULT_GATEWAY_PROFILE

export function setActiveGatewayProfile(profile: GatewayProfile): void {
  active = profile
}

export function activeGatewayProfile(): GatewayProfile {
  return active
}
