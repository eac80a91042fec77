// The namespaces the public pages' layout draws (/, /login, /register...): the only English that
// ships with the first bundle. Each page's own long text (about, legal, the sign-in forms) is a
// catalogue section loaded with its route (catalogue.ts). Every other namespace (app-en.ts)
// loads with the signed-in area, so a namespace added there lands in that bundle without touching
// this file.
import { common } from './en/common.ts';
import { errors } from './en/errors.ts';
import { menu } from './en/menu.ts';
import { portal } from './en/portal.ts';
import { publicMessages } from './en/public.ts';

export const enPublic = { ...common, ...errors, ...portal, ...menu, ...publicMessages };
