/*
 * Texts written by the route files themselves (docs/i18n.md). The file name starts with '-' so the
 * router does not take it for a route.
 */
export const analyticsSoon = /*i18n*/ {
  id: 'routes.analyticsSoon',
  message: 'Analytics page - Coming soon',
}
