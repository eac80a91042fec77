import { Button, HStack } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { notify } from '@mizani/ui';
import { useState } from 'react';
import { api } from '../../../lib/api.ts';

/**
 * Print, share and download. Share hands the page's own link to the system share sheet where the
 * browser has one (phones), and copies it elsewhere: the link only opens for the signed-in owner,
 * so sharing it reveals nothing to anyone else.
 */
export function ReceiptActions({ sn }: { sn: string }) {
  const t = useT();
  const { locale } = useLocale();
  const [downloading, setDownloading] = useState(false);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${t('money.receipt.title')} ${sn}`, url });
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify({ type: 'success', message: t('money.receipt.linkCopied') });
    } catch {
      // Without clipboard access the address bar still holds the link.
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await api.order.receiptPdf(sn, locale);
    } catch {
      // Shown by the SDK.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <HStack gap="2" wrap="wrap" data-receipt-actions>
      <Button size="sm" colorPalette="brand" onClick={() => window.print()} data-testid="receipt-print">
        {t('money.receipt.print')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => void share()} data-testid="receipt-share">
        {t('money.receipt.share')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => void download()} loading={downloading} data-testid="receipt-download">
        {t('money.receipt.download')}
      </Button>
    </HStack>
  );
}
