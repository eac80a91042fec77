import type { SysNotice } from '@mizani/sdk';

export type NoticeKind = 'announcement' | 'system';
export interface ListedNotice extends SysNotice {
  kind: NoticeKind;
}

/**
 * Announcements (`/common/notice/3`) and system notices (`/common/sysNotice`) as one list, newest
 * first. The two calls number their notices separately, so the kind is part of the identity.
 */
export function mergeNotices(announcements: readonly SysNotice[] = [], system: readonly SysNotice[] = []): ListedNotice[] {
  const listed: ListedNotice[] = [
    ...announcements.map((notice) => ({ ...notice, kind: 'announcement' as const })),
    ...system.map((notice) => ({ ...notice, kind: 'system' as const })),
  ];
  const time = (notice: ListedNotice) => {
    const ms = Date.parse(notice.createTime);
    return Number.isNaN(ms) ? 0 : ms;
  };
  return listed.sort((a, b) => time(b) - time(a) || b.id - a.id);
}
