import { Hono } from 'hono'
import type { AppEnv, Deps } from '../deps'
import { outletsToday } from '../domain/reports/outlet-today'
import { authorize } from '../http/auth'
import { principalOutlets } from '../http/outlet-filter'
import { ok } from '../http/respond'

/*
 * GET /merchant/outlets/today (decision 080): the dashboard's table of today by outlet. Its own
 * module (the outlets' own routes are routes/outlets.ts), mounted before them so that 'today' is
 * never read as an outlet's id.
 */

export function outletTodayRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()

  app.get('/merchant/outlets/today', authorize(deps, 'dashboard.read'), (c) =>
    ok(c, outletsToday(deps.db, c.get('merchantId'), principalOutlets(c))),
  )

  return app
}
