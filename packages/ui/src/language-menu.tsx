import { Suspense, useState } from 'react';
import { createDeferred } from './deferred.ts';
import { LanguageTrigger, type LanguageMenuProps } from './language-trigger.tsx';

const menu = createDeferred(() => import('./language-menu-list.tsx').then((m) => m.LanguageMenuList));

/**
 * The language switch of both apps. The choice goes to localStorage `LOCALE` through
 * `setLocale`, so the other app on this origin opens in the same language. Until first use it is
 * a plain button; the menu code arrives on hover, focus or click.
 */
export function LanguageMenu(props: LanguageMenuProps) {
  const [active, setActive] = useState(false);
  const placeholder = (
    <LanguageTrigger
      size={props.size}
      variant={props.variant}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={menu.prefetch}
      onFocus={menu.prefetch}
      onClick={() => setActive(true)}
    />
  );
  if (!active) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <menu.Lazy {...props} />
    </Suspense>
  );
}

export type { LanguageMenuProps };
