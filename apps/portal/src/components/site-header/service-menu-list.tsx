import { Menu, Portal } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { pinnedMenu } from '@mizani/ui';
import { Link as RouterLink } from 'react-router-dom';
import type { NavGroupItem } from './nav-items.ts';
import { ServiceTrigger } from './service-trigger.tsx';

/** The "Our service" dropdown itself, loaded on first use; it opens at once. */
export function ServiceMenuList({ item }: { item: NavGroupItem }) {
  const t = useT();
  return (
    <Menu.Root defaultOpen positioning={pinnedMenu('bottom-start')}>
      <Menu.Trigger asChild>
        <ServiceTrigger label={t(item.labelId)} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            {item.children.map((child) => (
              <Menu.Item key={child.href} value={child.href} asChild>
                <RouterLink to={child.href}>{t(child.labelId)}</RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
