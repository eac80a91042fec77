import { createDeferred } from '@mizani/ui';
import { Suspense, useState } from 'react';
import { MenuButton } from './menu-button.tsx';

const drawer = createDeferred(() => import('./mobile-drawer.tsx').then((m) => m.MobileDrawer));

/** Small screens: a menu button opening a drawer with every header item; `name` is the signed-in user's. */
export function MobileNav({ name }: { name: string | null }) {
  const [active, setActive] = useState(false);
  const placeholder = (
    <MenuButton
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={drawer.prefetch}
      onFocus={drawer.prefetch}
      onClick={() => setActive(true)}
    />
  );
  if (!active) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <drawer.Lazy name={name} />
    </Suspense>
  );
}
