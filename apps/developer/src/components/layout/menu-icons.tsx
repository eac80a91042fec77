import { createIcon } from '@chakra-ui/react';
import { ApiMenu, REQUEST_LOG_MENU } from '@mizani/sdk/permissions';
import { UserIcon } from '@mizani/ui';
import type { ComponentType } from 'react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const CollectIcon = createIcon({
  displayName: 'CollectIcon',
  path: [<path key="a" {...stroke} d="M12 3v11m-4-4 4 4 4-4" />, <path key="b" {...stroke} d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />],
});

const PayoutIcon = createIcon({
  displayName: 'PayoutIcon',
  path: [<path key="a" {...stroke} d="M12 14V3M8 7l4-4 4 4" />, <path key="b" {...stroke} d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />],
});

const LayersIcon = createIcon({
  displayName: 'LayersIcon',
  path: [<path key="a" {...stroke} d="m12 3 9 5-9 5-9-5 9-5Z" />, <path key="b" {...stroke} d="m3 13 9 5 9-5" />],
});

const DocsIcon = createIcon({
  displayName: 'DocsIcon',
  path: [<path key="a" {...stroke} d="M6 3h9l4 4v14H6z" />, <path key="b" {...stroke} d="M14 3v5h5M9 13h7M9 17h5" />],
});

const LogIcon = createIcon({
  displayName: 'LogIcon',
  path: [<path key="a" {...stroke} d="M4 5h16M4 10h16M4 15h10M4 20h7" />, <path key="b" {...stroke} d="M18 14v4l2.5 1.5" />],
});

/** One icon per API-area menu entry; the collapsed menu shows only these. */
export const MENU_ICONS: Record<string, ComponentType<{ boxSize?: string }>> = {
  [ApiMenu.Account]: UserIcon,
  [ApiMenu.C2B]: CollectIcon,
  [ApiMenu.B2C]: PayoutIcon,
  [REQUEST_LOG_MENU]: LogIcon,
  [ApiMenu.Suspense]: LayersIcon,
  [ApiMenu.SuspenseTransactionRecord]: LayersIcon,
  [ApiMenu.SuspenseTopUp]: LayersIcon,
  [ApiMenu.SuspenseCashOut]: LayersIcon,
  [ApiMenu.SuspenseTransfer]: LayersIcon,
  [ApiMenu.Docs]: DocsIcon,
};
