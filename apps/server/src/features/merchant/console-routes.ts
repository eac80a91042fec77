/** The console's C2B/B2C lists of orders made through the API: list, detail, CSV export. */
import type { MerchantOrderType } from '@mizani/sdk/contract';
import type { FastifyRequest } from 'fastify';
import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { requireStaffPermission } from '../../domain/team/access.ts';
import { MENU_OF } from '../../domain/merchant/menu.ts';
import { exportMerchantOrders, findMerchantOrder, listMerchantOrders, merchantExportFilter } from '../../domain/merchant/orders.ts';
import { toMerchantOrder } from '../../domain/merchant/view.ts';

/**
 * The route lets staff with either list in; each list is then for its own permission (spec
 * section 6: C2B with HomeApiC2B, B2C with HomeApiB2C).
 */
function requireListPermission(request: FastifyRequest, type: MerchantOrderType): Promise<void> {
  return requireStaffPermission(request, [MENU_OF[type]]);
}

export function merchantConsoleRoutes(app: App): void {
  const { db } = app;
  defineRoute(app, 'merchant.orderList', async (request) => {
    await requireListPermission(request, request.body.type);
    return listMerchantOrders(db, request.principal.mainUserId, request.body);
  });
  defineRoute(app, 'merchant.orderDetail', async (request) => {
    const row = await findMerchantOrder(db, request.principal.mainUserId, { orderNo: request.params.orderNo });
    await requireListPermission(request, row.type);
    return toMerchantOrder(row);
  });
  defineRoute(app, 'merchant.orderExport', async (request, reply) => {
    await requireListPermission(request, request.body.type);
    const day = app.identity.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${request.body.type === 'payin' ? 'c2b' : 'b2c'}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(exportMerchantOrders(db, request.principal.mainUserId, merchantExportFilter(request.body)));
  });
}
