import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { listCountries, listCurrencies, listSysNotices } from './queries.ts';

export function commonRoutes(app: App): void {
  defineRoute(app, 'common.country', () => listCountries(app.db));
  defineRoute(app, 'common.currency', () => listCurrencies(app.db));
  defineRoute(app, 'common.sysNotice', (request) => listSysNotices(app.db, request.body.locale));
}
