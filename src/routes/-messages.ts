/*
 * Texts written by the route files themselves (docs/i18n.md). The file name starts with '-' so the
 * router does not take it for a route.
 */
export const analyticsSoon = /*i18n*/ {
  id: 'routes.analyticsSoon',
  message: 'Analytics page - Coming soon',
}
export const viewSettlements = /*i18n*/ {
  id: 'routes.viewSettlements',
  message: 'View settlements',
  comment: 'A link on the Wallet screen to the Settlements screen',
}
