// The Chinese of the public namespaces (see public-en.ts); loaded only when Chinese is chosen.
import { common } from './zh/common.ts';
import { errors } from './zh/errors.ts';
import { menu } from './zh/menu.ts';
import { portal } from './zh/portal.ts';
import { publicMessages } from './zh/public.ts';

export const zhPublic = { ...common, ...errors, ...portal, ...menu, ...publicMessages };
