import type { publicMessages as en } from '../en/public.ts';

export const publicMessages: Record<keyof typeof en, string> = {};
