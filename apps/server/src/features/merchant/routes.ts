/**
 * The merchant API feature: the console's credential, order, suspense and notification calls, the
 * signed API under `/api/open/v1`, the orders' status hook that queues notifications, and the
 * poller that delivers them. Registered after the orders (it uses their money context).
 */
import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { onOrderStatusChange } from '../../domain/orders/index.ts';
import { requireApprovedAccess } from '../../domain/suspense/guards.ts';
import { onMerchantOrderStatusChange, runDueWebhooks } from '../../domain/webhooks/queue.ts';
import { startWebhookScheduler } from '../../domain/webhooks/scheduler.ts';
import { httpTransport, type WebhookTransport } from '../../domain/webhooks/transport.ts';
import type { ResolveHost } from '../../domain/webhooks/url-guard.ts';
import { merchantConsoleRoutes } from './console-routes.ts';
import { openApiRoutes } from './open-routes.ts';
import { fundSandboxWallet } from './sandbox-funding.ts';
import { tidySigningState } from './signing.ts';

export interface MerchantOptions {
  /**
   * Deliver status notifications in the background. Tests turn it off and call
   * `app.merchant.runDueWebhooks(now)` so that nothing happens behind their back.
   */
  webhookScheduler?: boolean;
  webhookPollMs?: number;
  /** How notifications are posted (tests record them instead). */
  transport?: WebhookTransport;
  /** How callback hosts are resolved when an application is saved (tests pretend DNS answers). */
  resolveHost?: ResolveHost;
}

export interface MerchantRuntime {
  /** Attempts every notification due at `now` (default: the application's clock); returns how many were delivered. */
  runDueWebhooks(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    merchant: MerchantRuntime;
  }
}

export function merchantFeature(app: App, options: MerchantOptions = {}): void {
  onOrderStatusChange(onMerchantOrderStatusChange);
  const transport = options.transport ?? httpTransport;
  const now = () => app.identity.now();
  app.decorate('merchant', {
    runDueWebhooks: (at?: Date) => runDueWebhooks(app.db, { transport, sandbox: app.config.sandbox, now: at ?? now }),
  } satisfies MerchantRuntime);

  merchantConsoleRoutes(app);
  openApiRoutes(app, () => app.money.context);
  // Sandbox-only calls do not exist outside sandbox mode.
  if (app.config.sandbox) {
    defineRoute(app, 'sandbox.suspenseFund', async (request) => {
      await requireApprovedAccess(app.db, request.principal.mainUserId);
      return fundSandboxWallet(app.money.context, request.principal.mainUserId, request.body);
    });
  }

  if (options.webhookScheduler !== false) {
    const scheduler = startWebhookScheduler(app.db, {
      transport,
      sandbox: app.config.sandbox,
      now,
      ...(options.webhookPollMs ? { intervalMs: options.webhookPollMs } : {}),
      tidy: (at) => tidySigningState(app.db, at),
      onError: (error) => app.log.error({ err: error }, 'delivering status notifications failed'),
    });
    app.addHook('onClose', () => scheduler.stop());
  }
}
