import { Global } from '@emotion/react';

/**
 * While a receipt is on screen, printing shows the receipt alone: the shell (menu, header,
 * banners) is hidden (the header dropped) and the receipt moves to the top of the page.
 * Visibility rather than display keeps the receipt's own layout untouched; the actions inside it
 * are dropped from paper altogether. Important throughout: the components' own classes come
 * after this sheet and would win a tie.
 */
const PRINT_ONLY_THE_RECEIPT = `
@media print {
  body * { visibility: hidden !important; }
  [data-receipt], [data-receipt] * { visibility: visible !important; }
  [data-receipt] {
    position: absolute !important; left: 0; top: 0; width: 100%; box-shadow: none; border: none;
  }
  [data-receipt-actions] { display: none !important; }
  /* The shell's header is dropped rather than hidden: on a narrow page its wide-screen buttons
     (shown in print, whose media matches no screen breakpoint) would widen the page beyond the
     receipt. */
  header:not([data-receipt] header) { display: none !important; }
}
@page { margin: 12mm; }
`;

export function ReceiptPrintStyle() {
  return <Global styles={PRINT_ONLY_THE_RECEIPT} />;
}
