// What the public pages and the sign-in forms draw, with the error codes and field labels their
// calls may bring: the only English in the first bundle, so a public page (prerendered or not)
// never waits for text. The long texts of single pages are in pages-en.ts (each with its page),
// everything else in app-en.ts (signed-in.ts holds what only the signed-in area's calls answer).
import { common } from './en/common.ts';
import { errors } from './en/errors.ts';
import { portal } from './en/portal.ts';
import { publicMessages } from './en/public.ts';
import { authMessages } from './en/auth.ts';

export const enPublic = {
  ...common,
  ...errors,
  ...portal,
  ...publicMessages,
  ...authMessages,
};
export type PublicMessageId = keyof typeof enPublic;
