import { createIcon } from '@chakra-ui/react';

// Stroke icons drawn on a 24-unit grid; they inherit the text colour and are hidden from assistive tech.
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  path: <path {...stroke} d="M4 7h16M4 12h16M4 17h16" />,
});

export const ChevronDownIcon = createIcon({
  displayName: 'ChevronDownIcon',
  path: <path {...stroke} d="m6 9 6 6 6-6" />,
});

export const ArrowRightIcon = createIcon({
  displayName: 'ArrowRightIcon',
  path: <path {...stroke} d="M5 12h14m-6-6 6 6-6 6" />,
});

export const GlobeIcon = createIcon({
  displayName: 'GlobeIcon',
  path: [
    <circle key="rim" {...stroke} cx="12" cy="12" r="9" />,
    <path key="lines" {...stroke} d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />,
  ],
});

export const WalletIcon = createIcon({
  displayName: 'WalletIcon',
  path: [
    <rect key="body" {...stroke} x="3" y="6" width="18" height="13" rx="2" />,
    <path key="flap" {...stroke} d="M16 12.5h2M3 9h15a3 3 0 0 0-3-3" />,
  ],
});

export const UserIcon = createIcon({
  displayName: 'UserIcon',
  path: [
    <circle key="head" {...stroke} cx="12" cy="8" r="4" />,
    <path key="body" {...stroke} d="M4 20c1.4-3.5 4.3-5 8-5s6.6 1.5 8 5" />,
  ],
});

export const CheckIcon = createIcon({
  displayName: 'CheckIcon',
  path: <path {...stroke} d="m5 12.5 4.5 4.5L19 7.5" />,
});

export const PanelIcon = createIcon({
  displayName: 'PanelIcon',
  path: [
    <rect key="frame" {...stroke} x="3" y="4" width="18" height="16" rx="2" />,
    <path key="divider" {...stroke} d="M9 4v16" />,
  ],
});
