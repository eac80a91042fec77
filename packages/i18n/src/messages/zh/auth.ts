import type { authMessages as en } from '../en/auth.ts';

export const authMessages: Record<keyof typeof en, string> = {};
