/** The order machinery a running application carries as `app.money`, and its options. */
import type { RailResultSink } from '../rails/index.ts';
import type { MoneyContext } from './context.ts';

export interface MoneyOptions {
  /**
   * Deliver the rails' late answers in the background (every 500 ms). Tests turn it off and call
   * `app.money.runDueRailEvents()` when they want the answers, so nothing happens behind their back.
   */
  railScheduler?: boolean;
  railPollMs?: number;
}

/** The order machinery of a running application. */
export interface MoneyRuntime {
  context: MoneyContext;
  /** Where rails deliver final answers (`settleOrderFromRail` on this application's database). */
  sink: RailResultSink;
  /** Delivers every late rail answer due at `now` (default: the application's clock); returns how many. */
  runDueRailEvents(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    money: MoneyRuntime;
  }
}
