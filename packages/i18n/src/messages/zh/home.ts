import type { homeMessages as en } from '../en/home.ts';

export const homeMessages: Record<keyof typeof en, string> = {};
