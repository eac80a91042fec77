import { Box, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { MenuTreeNode } from '@mizani/sdk/contract';
import { useEffect, useRef } from 'react';
import { checkState, toggle } from '../menu-selection.ts';

interface ChecklistProps {
  tree: readonly MenuTreeNode[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** id of the visible label of the whole tree. */
  labelledBy: string;
}

interface NodeProps extends Omit<ChecklistProps, 'labelledBy'> {
  node: MenuTreeNode;
  depth: number;
}

/**
 * One entry: a real checkbox with its label, so the whole tree is reachable with Tab and toggled
 * with Space, and a screen reader hears "partly checked" for a parent with only some children
 * chosen (the native `indeterminate` state, which only a script can set).
 */
function MenuNodeItem({ node, tree, selected, onChange, depth }: NodeProps) {
  const t = useT();
  const { locale } = useLocale();
  const ref = useRef<HTMLInputElement>(null);
  const state = node.assignable ? checkState(node, selected) : 'unchecked';
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'indeterminate';
  }, [state]);
  const id = `menu-node-${node.name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const title = locale === 'zh' ? node.title.zh : node.title.en;
  const label = node.assignable ? title : t('team.role.mainOnly', { name: title });
  return (
    <Box as="li" listStyleType="none">
      <Box as="label" display="flex" alignItems="center" gap="2" py="1" ps={`${depth * 1.25}rem`} cursor={node.assignable ? 'pointer' : 'not-allowed'}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          name="menus"
          value={node.name}
          checked={state === 'checked'}
          disabled={!node.assignable}
          onChange={() => onChange(toggle(tree, selected, node.name))}
          style={{ width: '1rem', height: '1rem', accentColor: 'var(--chakra-colors-brand-600, #2b6cb0)' }}
        />
        <Text as="span" fontSize="sm" fontWeight={node.kind === 'group' || depth === 0 ? 'semibold' : 'normal'} color={node.assignable ? 'fg' : 'fg.muted'}>
          {label}
        </Text>
      </Box>
      {node.children.length > 0 ? (
        <Box as="ul" m="0" p="0">
          {node.children.map((child) => (
            <MenuNodeItem key={child.name} node={child} tree={tree} selected={selected} onChange={onChange} depth={depth + 1} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The menus, sections and buttons a role can grant, as a tree of checkboxes. */
export function MenuTreeChecklist({ tree, selected, onChange, labelledBy }: ChecklistProps) {
  return (
    <Box as="ul" m="0" p="2" borderWidth="1px" borderRadius="md" maxH="22rem" overflowY="auto" aria-labelledby={labelledBy} data-testid="menu-tree">
      {tree.map((node) => (
        <MenuNodeItem key={node.name} node={node} tree={tree} selected={selected} onChange={onChange} depth={0} />
      ))}
    </Box>
  );
}
