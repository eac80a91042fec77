import { Type } from 'typebox';
import { TIER_ACTIONS, TIERS } from '../domain/tiers/limits.ts';
import { listTierLimits, setTierLimit } from '../features/tiers/service.ts';
import { closed, operation } from './operation.ts';

const Amount = Type.Union([Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,8})?$' }), Type.Null()]);

/** The operator's view and changes of the verification tiers' limits (`tier:list`, `tier:set`). */
export const tierOperations = {
  'tier/list': operation(Type.Object({ tier: Type.Optional(Type.Enum([...TIERS])) }, closed), (context, body) => listTierLimits(context.db, body.tier)),
  'tier/set': operation(
    Type.Object(
      {
        tier: Type.Enum([...TIERS]),
        action: Type.Enum([...TIER_ACTIONS]),
        currencyId: Type.String({ pattern: '^(\\*|[A-Za-z]{3})$' }),
        perOrder: Type.Optional(Amount),
        perDay: Type.Optional(Amount),
        perMonth: Type.Optional(Amount),
        remove: Type.Optional(Type.Boolean()),
      },
      closed,
    ),
    (context, body) => setTierLimit(context.db, body),
  ),
} as const;
