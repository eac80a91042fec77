import { Menu, Portal } from '@chakra-ui/react';
import { LOCALES, type Locale } from '@mizani/i18n';
import { useLocale, useT } from '@mizani/i18n/react';
import { LanguageTrigger, LABEL_ID, type LanguageMenuProps } from './language-trigger.tsx';
import { pinnedMenu } from './menu-positioning.ts';

const HTML_LANG: Record<Locale, string> = { en: 'en', zh: 'zh-CN' };

/** The real menu, loaded when the language button is first used. It opens at once. */
export function LanguageMenuList({ size, variant, portalled = true }: LanguageMenuProps) {
  const { locale, setLocale } = useLocale();
  const t = useT();

  const list = (
    <Menu.Positioner>
      <Menu.Content minW="10rem">
        <Menu.RadioItemGroup value={locale} onValueChange={(e) => setLocale(e.value as Locale)}>
          {LOCALES.map((option) => (
            <Menu.RadioItem key={option} value={option} lang={HTML_LANG[option]}>
              {t(LABEL_ID[option])}
              <Menu.ItemIndicator />
            </Menu.RadioItem>
          ))}
        </Menu.RadioItemGroup>
      </Menu.Content>
    </Menu.Positioner>
  );

  return (
    <Menu.Root defaultOpen positioning={pinnedMenu('bottom-end')}>
      <Menu.Trigger asChild>
        <LanguageTrigger size={size} variant={variant} />
      </Menu.Trigger>
      {portalled ? <Portal>{list}</Portal> : list}
    </Menu.Root>
  );
}
