import type { Messages } from './en.ts';
import { common } from './zh/common.ts';
import { developer } from './zh/developer.ts';
import { errors } from './zh/errors.ts';
import { portal } from './zh/portal.ts';

export const zh: Messages = { ...common, ...errors, ...portal, ...developer };
