import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { receiptPdf } from './pdf.ts';
import { receiptFor } from './view.ts';

/** Receipts of finished orders: the page's data and the PDF, for the owner and staff who may see orders. */
export function receiptRoutes(app: App): void {
  const { db } = app;
  defineRoute(app, 'order.receipt', (request) => receiptFor(db, request.principal.mainUserId, request.params.sn));
  defineRoute(app, 'order.receiptPdf', async (request, reply) => {
    const receipt = await receiptFor(db, request.principal.mainUserId, request.params.sn);
    const lang = request.body.lang ?? 'en';
    const pdf = await receiptPdf(receipt, lang, app.identity.now());
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="receipt-${receipt.sn}-${lang}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
