import './testing/setup.ts';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './app/app-providers.tsx';
import { ResponsiveRows } from './list-kit.tsx';
import { StyleClasses } from './style-classes.tsx';

const wrap = (children: ReactNode) => (
  <AppProviders closeLabelId="portal.closeNotification" initialLocale="en">
    {children}
  </AppProviders>
);

/** The text of every rule the page's style sheets hold for `className`. */
const rulesOf = (className: string) =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .map((rule) => rule.cssText)
    .filter((text) => text.includes(`.${className}`))
    .join('\n');

const STYLES = { box: { p: '3', color: 'fg.muted', display: 'flex', gap: { base: '2', md: '4' } } } as const;

describe('StyleClasses', () => {
  it('turns Chakra style objects (tokens, responsive values) into one class with the resolved rules', () => {
    render(wrap(<StyleClasses styles={STYLES}>{(classes) => <div data-testid="box" className={classes.box} />}</StyleClasses>));
    const className = screen.getByTestId('box').className;
    expect(className).toMatch(/\S/);
    const rules = rulesOf(className);
    expect(rules).toContain('padding: var(--chakra-spacing-3)');
    expect(rules).toContain('color: var(--chakra-colors-fg-muted)');
    expect(rules).toContain('gap: var(--chakra-spacing-2)');
    // The md value sits in its own media rule.
    expect(rules).toMatch(/@media[^{]*48rem[\s\S]*gap: var\(--chakra-spacing-4\)/);
  });

  it('gives the cards of a narrow list one shared class with their border and padding', () => {
    // Phones get cards: the test window is narrower than 768 px.
    render(wrap(<ResponsiveRows rows={[{ id: 'a' }, { id: 'b' }]} rowKey={(row) => row.id} cardsTestId="cards" columns={[]} card={(row) => row.id} />));
    const cards = [...screen.getByTestId('cards').querySelectorAll('li')];
    expect(cards.map((card) => card.textContent)).toEqual(['a', 'b']);
    expect(cards[0]!.className).toBe(cards[1]!.className);
    const rules = rulesOf(cards[0]!.className);
    expect(rules).toContain('border-width: 1px');
    expect(rules).toContain('padding: var(--chakra-spacing-3)');
  });

  it('makes a card from the columns when the list gives none: each heading beside its value, empty ones left out, the buttons below', () => {
    const rows = [{ id: 'MZ1', amount: '100 KES', note: '' }];
    render(
      wrap(
        <ResponsiveRows
          rows={rows}
          rowKey={(row) => row.id}
          cardsTestId="cards"
          columns={[
            { key: 'id', header: 'Order number', cell: (row) => row.id },
            { key: 'amount', header: 'Amount', cell: (row) => row.amount },
            { key: 'note', header: 'Note', cell: (row) => row.note },
            { key: 'detail', header: 'Actions', cell: (row) => <button type="button">Details of {row.id}</button>, actions: true },
          ]}
        />,
      ),
    );
    const card = screen.getByTestId('cards').querySelector('li')!;
    expect([...card.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Order number', 'Amount']);
    expect([...card.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['MZ1', '100 KES']);
    const button = screen.getByRole('button', { name: 'Details of MZ1' });
    expect(button.closest('dl')).toBeNull();
    expect(card.contains(button)).toBe(true);
    expect(rulesOf(card.querySelector('dl')!.className)).toContain('grid-template-columns: auto 1fr');
  });
});
