import type { accountMessages as en } from '../en/account.ts';

export const accountMessages: Record<keyof typeof en, string> = {};
