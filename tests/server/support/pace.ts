/**
 * Real time between the requests of a simulated attack. The sign-in slow-down is waited out in
 * real time (server/routes/auth.ts sleeps the throttle's delay), and the account's in-flight cap
 * counts checks that overlap in real time; neither runs on the gateway's injected clock. So the
 * pile-up an attack at a given rate causes can only be reproduced by spacing its requests in real
 * time: a fixed wait is the honest way here, not a stand-in for a condition.
 */
export function pace(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
