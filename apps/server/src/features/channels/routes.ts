import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { countryExtInfo, listBanks, queryChannel, queryChannelType, queryTransferType } from '../../domain/channels/service.ts';

/** The channel calls under /common: what each country offers, its banks and top-up places. */
export function channelRoutes(app: App): void {
  const { sandbox } = app.config;
  defineRoute(app, 'common.queryChannel', (request) => queryChannel(app.db, sandbox, request.body));
  defineRoute(app, 'common.queryChannelType', (request) => queryChannelType(app.db, sandbox, request.params.countryId));
  defineRoute(app, 'common.queryTransferType', (request) => queryTransferType(app.db, sandbox, request.body));
  defineRoute(app, 'common.countryExtInfo', (request) => countryExtInfo(app.db, sandbox, request.body.countryId));
  defineRoute(app, 'common.choiceBankCodes', (request) => listBanks(app.db, request.body));
}
