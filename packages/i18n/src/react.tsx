import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { createTranslator, en, loadMessages, type MessageValues, type Messages, type Translate, type MessageId } from './index.ts';
import { getStoredLocale, setStoredLocale, type Locale } from './locale.ts';

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: Translate;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

/**
 * Provides react-intl with the stored locale's catalogue. English is ready at once; Chinese is
 * fetched on demand and the English text shows until it arrives.
 */
export function I18nProvider({ children, initialLocale }: { children: ReactNode; initialLocale?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? getStoredLocale());
  const [messages, setMessages] = useState<{ locale: Locale; messages: Messages }>({ locale: 'en', messages: en });

  useEffect(() => {
    let live = true;
    void loadMessages(locale).then((loaded) => {
      if (live) setMessages({ locale, messages: loaded });
    });
    if (typeof document !== 'undefined') document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
    return () => {
      live = false;
    };
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    setStoredLocale(next);
    setLocaleState(next);
  }, []);

  const t = useMemo(() => createTranslator(messages.locale, messages.messages), [messages]);
  const value = useMemo(() => ({ locale, setLocale, t }), [locale, setLocale, t]);

  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={messages.locale === 'zh' ? 'zh-CN' : 'en'} messages={messages.messages} defaultLocale="en">
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <I18nProvider>');
  return value;
}

/** Typed message lookup for components: `const t = useT(); t('nav.home')`. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id, defaultMessage: en[id] }, values as Record<string, string>), [intl]);
}
