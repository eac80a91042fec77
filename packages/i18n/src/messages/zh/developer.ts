import type { developer as en } from '../en/developer.ts';

export const developer: Record<keyof typeof en, string> = {
  'api.title': 'API 服务',
};
