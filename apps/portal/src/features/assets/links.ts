/**
 * Where the asset screens send the user on. The send and top-up screens belong to the domestic and
 * cross-border services; their paths are the spec's (section 2).
 */
export const ASSET_LINKS = {
  domestic: { send: '/home/psp-index', topUp: '/home/psp-recharge' },
  crossBorder: { send: '/home/mrp-index', topUp: '/home/mrp-recharge' },
  history: '/home/assets-order',
} as const;
