import { Button, type ButtonProps } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { forwardRef } from 'react';
import { ChevronDownIcon, GlobeIcon } from './icons.tsx';

export const LABEL_ID = { en: 'lang.en', zh: 'lang.zh' } as const;

export interface LanguageMenuProps {
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  /**
   * Render the list in a portal (default). Inside a drawer or dialog pass false, or the list
   * opens beneath the overlay.
   */
  portalled?: boolean;
}

/** The language button: shows the current language; its name says what it is for. */
export const LanguageTrigger = forwardRef<HTMLButtonElement, ButtonProps>(function LanguageTrigger(
  { size = 'sm', variant = 'ghost', ...rest },
  ref,
) {
  const { locale } = useLocale();
  const t = useT();
  const current = t(LABEL_ID[locale]);
  return (
    <Button ref={ref} size={size} variant={variant} aria-label={`${t('lang.switch')}: ${current}`} {...rest}>
      <GlobeIcon />
      {current}
      <ChevronDownIcon />
    </Button>
  );
});
