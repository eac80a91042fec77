import { createDeferred } from '@mizani/ui';
import { Suspense, useState } from 'react';
import { UserTrigger } from './user-trigger.tsx';

const menu = createDeferred(() => import('./user-menu-list.tsx').then((m) => m.UserMenuList));

/** A plain button with the user's name until first used; then the menu's code loads and it opens. */
export function UserMenu({ name }: { name: string }) {
  const [active, setActive] = useState(false);
  const placeholder = (
    <UserTrigger
      name={name}
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
      <menu.Lazy name={name} />
    </Suspense>
  );
}
