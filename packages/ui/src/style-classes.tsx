import { useChakraContext, type SystemStyleObject } from '@chakra-ui/react';
import { ClassNames, type CSSObject } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';

export type StyleSheet<K extends string> = Readonly<Record<K, SystemStyleObject>>;

interface StyleClassesProps<K extends string> {
  /** Chakra style objects (tokens, responsive values, conditions) by name; a module constant, so they resolve once. */
  styles: StyleSheet<K>;
  children: (classes: Record<K, string>) => ReactNode;
}

/**
 * Class names for plain elements from Chakra style objects. A Chakra component resolves its style
 * props on every element it draws, which is most of a long list's render time on a phone; a list
 * drawn with plain elements sharing these classes resolves each style once, whatever its length.
 * Emotion's `ClassNames` inserts the rules, as it does for Chakra's own components.
 */
export function StyleClasses<K extends string>({ styles, children }: StyleClassesProps<K>) {
  const { css } = useChakraContext();
  const resolved = useMemo(() => Object.entries<SystemStyleObject>(styles).map(([name, style]) => [name, css(style) as CSSObject] as const), [css, styles]);
  return <ClassNames>{({ css: classOf }) => children(Object.fromEntries(resolved.map(([name, style]) => [name, classOf(style)])) as Record<K, string>)}</ClassNames>;
}
