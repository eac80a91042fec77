import { IconButton } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { CheckIcon, notify } from '@mizani/ui';
import { useEffect, useState } from 'react';

const CopyIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <rect x="9" y="9" width="11" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** Copies `value` to the clipboard; `label` names what is copied for assistive tech. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1500);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notify({ type: 'success', message: t('api.copied') });
    } catch {
      notify({ type: 'error', message: t('api.copyFailed') });
    }
  };
  return (
    <IconButton size="sm" variant="outline" aria-label={t('api.copy', { field: label })} onClick={() => void copy()}>
      {copied ? <CheckIcon /> : <CopyIcon />}
    </IconButton>
  );
}
