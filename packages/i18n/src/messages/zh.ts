import type { Messages } from './en.ts';
import { zhApp } from './app-zh.ts';
import { zhPages } from './pages-zh.ts';
import { zhPublic } from './public-zh.ts';

export const zh: Messages = { ...zhPublic, ...zhPages, ...zhApp };
