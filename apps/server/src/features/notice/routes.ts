import { defineRoute } from '../../http/route.ts';
import type { App } from '../../http/types.ts';
import { listNotices, localeFromHeader, NoticeType } from './queries.ts';

export function noticeRoutes(app: App): void {
  defineRoute(app, 'common.notice3', (request) =>
    listNotices(app.db, NoticeType.ANNOUNCEMENT, request.body.locale ?? localeFromHeader(request.headers['accept-language'])),
  );
}
