import { Type, type Static, type TSchema } from 'typebox';
import { CurrencyId, Rate } from '@mizani/sdk/contract';
import type { Operation, OpsContext } from '../../ops/operations.ts';
import { currentRates, setRate } from './rates.ts';

const closed = { additionalProperties: false } as const;

function operation<S extends TSchema, R>(body: S, run: (context: OpsContext, body: Static<S>) => Promise<R>): Operation<S, R> {
  return { body, run };
}

/** The operator's rate actions (`fx:set-rate`, `fx:rates`), through the server or on the database directly. */
export const fxOperations = {
  'fx/set-rate': operation(Type.Object({ from: CurrencyId, to: CurrencyId, rate: Rate }, closed), (context, body) =>
    setRate(context.db, { base: body.from, quote: body.to, rate: body.rate, source: 'operator', at: new Date() }),
  ),
  'fx/rates': operation(Type.Object({ from: Type.Optional(CurrencyId) }, closed), (context, body) =>
    currentRates(context.db, body.from ? { fromCurrency: body.from } : {}),
  ),
} as const;
