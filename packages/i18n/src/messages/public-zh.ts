// The Chinese of public-en.ts, loaded only when Chinese is chosen.
import type { PublicMessageId } from './public-en.ts';
import { common } from './zh/common.ts';
import { errors } from './zh/errors.ts';
import { portal } from './zh/portal.ts';
import { publicMessages } from './zh/public.ts';
import { authMessages } from './zh/auth.ts';

export const zhPublic: Record<PublicMessageId, string> = {
  ...common,
  ...errors,
  ...portal,
  ...publicMessages,
  ...authMessages,
};
