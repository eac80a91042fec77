import { createIcon } from '@chakra-ui/react';
import { Menu } from '@mizani/sdk/permissions';
import { UserIcon, WalletIcon } from '@mizani/ui';
import type { ComponentType } from 'react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const GridIcon = createIcon({
  displayName: 'GridIcon',
  path: [
    <rect key="a" {...stroke} x="3" y="3" width="7" height="8" rx="1.5" />,
    <rect key="b" {...stroke} x="14" y="3" width="7" height="5" rx="1.5" />,
    <rect key="c" {...stroke} x="14" y="12" width="7" height="9" rx="1.5" />,
    <rect key="d" {...stroke} x="3" y="15" width="7" height="6" rx="1.5" />,
  ],
});

const SendIcon = createIcon({
  displayName: 'SendIcon',
  path: <path {...stroke} d="M21 3 10 14M21 3l-7 18-4-7-7-4 18-7Z" />,
});

const GlobeSendIcon = createIcon({
  displayName: 'GlobeSendIcon',
  path: [
    <circle key="rim" {...stroke} cx="12" cy="12" r="9" />,
    <path key="lines" {...stroke} d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />,
  ],
});

const ExchangeIcon = createIcon({
  displayName: 'ExchangeIcon',
  path: <path {...stroke} d="M4 8h14l-4-4M20 16H6l4 4" />,
});

const TeamIcon = createIcon({
  displayName: 'TeamIcon',
  path: [
    <circle key="a" {...stroke} cx="9" cy="8" r="3.5" />,
    <path key="b" {...stroke} d="M2.5 20c1-3.3 3.4-5 6.5-5s5.5 1.7 6.5 5M16 4.6a3.5 3.5 0 0 1 0 6.8M18 15.3c1.7.7 2.9 2.2 3.5 4.7" />,
  ],
});

const CodeIcon = createIcon({
  displayName: 'CodeIcon',
  path: <path {...stroke} d="m8 7-5 5 5 5M16 7l5 5-5 5M13.5 4l-3 16" />,
});

export { CodeIcon };

/** One icon per top-level menu entry; the collapsed menu shows only these. */
export const MENU_ICONS: Record<string, ComponentType<{ boxSize?: string }>> = {
  [Menu.Dashboard]: GridIcon,
  [Menu.User]: UserIcon,
  [Menu.PSP]: SendIcon,
  [Menu.MRP]: GlobeSendIcon,
  [Menu.Assets]: WalletIcon,
  [Menu.FX]: ExchangeIcon,
  [Menu.System]: TeamIcon,
  [Menu.HomeApi]: CodeIcon,
};
