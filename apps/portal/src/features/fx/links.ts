/** The FX screens (spec section 2) and where they send the user on. */
export const FX_LINKS = {
  index: '/home/fx-index',
  history: '/home/fx-history',
  convert: '/home/fx-convert',
  topUp: '/home/psp-recharge',
} as const;
