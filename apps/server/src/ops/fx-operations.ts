import { Type } from 'typebox';
import { CurrencyId, Rate } from '@mizani/sdk/contract';
import { currentRates, setRate } from '../features/fx/rates.ts';
import { closed, operation } from './operation.ts';

/** The operator's rate actions (`fx:set-rate`, `fx:rates`), through the server or on the database directly. */
export const fxOperations = {
  'fx/set-rate': operation(Type.Object({ from: CurrencyId, to: CurrencyId, rate: Rate }, closed), (context, body) =>
    setRate(context.db, { base: body.from, quote: body.to, rate: body.rate, source: 'operator', at: new Date() }),
  ),
  'fx/rates': operation(Type.Object({ from: Type.Optional(CurrencyId) }, closed), (context, body) =>
    currentRates(context.db, body.from ? { fromCurrency: body.from } : {}),
  ),
} as const;
