import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

// Layout checks both apps' suites share: an overlay a person opens must be on screen, over a
// visible backdrop where it has one, and no page may scroll sideways on a phone.

/** The two screens every layout check runs at: a small phone and a laptop. */
export const LAYOUT_VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** The largest an icon inside an overlay may draw (an unstyled alert icon once filled its box). */
const MAX_ICON_PX = 64;

/** Resolves once nothing on the page is animating (an overlay still sliding in reports its start). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => {});
}

/** Opens a page and waits until its requests have settled, its main landmark shows and nothing moves. */
export async function visitSettled(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
  await settled(page);
}

/**
 * Fails unless the page is no wider than its viewport (nothing scrolls sideways). Measured until it
 * holds or the wait ends, so a page still drawing itself again for a new window size (the side
 * panel leaves below 768 px on the next render) is not caught halfway; a page that stays too wide fails.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect.poll(overflow, { message: `${page.url()} is wider than its ${page.viewportSize()?.width ?? '?'} px viewport`, timeout: 3_000 }).toBeLessThanOrEqual(0);
}

/**
 * Fails unless `table` fits the box that scrolls it (its nearest ancestor that scrolls sideways):
 * on a desktop every column and each row's buttons are in view. Measured until it holds, like the page.
 */
export async function expectTableInView(table: Locator): Promise<void> {
  const hidden = () =>
    table.evaluate((element) => {
      let box = element.parentElement;
      while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
      return box ? box.scrollWidth - box.clientWidth : document.documentElement.scrollWidth - window.innerWidth;
    });
  await expect.poll(hidden, { message: 'the table scrolls sideways inside its box', timeout: 3_000 }).toBeLessThanOrEqual(0);
}

/** A list screen: its path, and the test ids of its table and of its cards. */
export interface ListScreen {
  path: string;
  table: string;
  cards: string;
}

/**
 * Fails unless the open list screen fits the page's width: below 1280 px (a phone, or a tablet
 * beside the side menu) its rows are cards, with no table and no sideways scroll; from 1280 px its
 * table shows rows with every column in view, and no cards.
 */
export async function expectListFits(page: Page, list: ListScreen): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const where = `${list.path} at ${width} px`;
  if (width < 1280) {
    await expect(page.getByTestId(list.cards).getByRole('listitem').first(), where).toBeVisible();
    await expect(page.getByTestId(list.table), where).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  } else {
    await expect(page.getByTestId(list.table).getByRole('row').nth(1), where).toBeVisible();
    await expect(page.getByTestId(list.cards), where).toHaveCount(0);
    await expectTableInView(page.getByTestId(list.table));
  }
}

interface OverlayOptions {
  /** Dialogs and drawers dim the page behind them; menus do not. */
  backdrop: boolean;
}

/**
 * Fails unless `overlay` (a dialog's, drawer's or menu's content) lies wholly inside the viewport,
 * its icons are icon-sized and, for a dialog or drawer, an open backdrop covers the viewport and
 * is not transparent.
 */
export async function expectOverlayInViewport(overlay: Locator, { backdrop }: OverlayOptions): Promise<void> {
  const page = overlay.page();
  await expect(overlay).toBeVisible();
  await settled(page);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the page has no fixed viewport');
  const box = await overlay.boundingBox();
  if (!box) throw new Error('the overlay has no box');
  const where = `box x=${Math.round(box.x)} y=${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} in ${viewport.width}×${viewport.height}`;
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.y, where).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, where).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height, where).toBeLessThanOrEqual(viewport.height + 0.5);

  const icons = await overlay.locator('svg').evaluateAll((svgs) => svgs.map((svg) => Math.max(svg.getBoundingClientRect().width, svg.getBoundingClientRect().height)));
  for (const size of icons) expect(size, 'an icon inside the overlay').toBeLessThanOrEqual(MAX_ICON_PX);

  if (!backdrop) return;
  const shade = await page.evaluate(() => {
    // Chakra draws a dialog's or drawer's backdrop as its own element, beside the content's positioner.
    const open = Array.from(document.querySelectorAll<HTMLElement>('.chakra-dialog__backdrop, .chakra-drawer__backdrop')).filter((element) => element.dataset.state === 'open');
    return open.map((element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { width: rect.width, height: rect.height, color: style.backgroundColor, opacity: Number(style.opacity), visibility: style.visibility };
    });
  });
  expect(shade.length, 'an open backdrop').toBeGreaterThan(0);
  const [first] = shade;
  expect(first!.width).toBeGreaterThanOrEqual(viewport.width);
  expect(first!.height).toBeGreaterThanOrEqual(viewport.height);
  expect(first!.visibility).toBe('visible');
  expect(first!.opacity).toBeGreaterThan(0.5);
  expect(first!.color, 'the backdrop dims the page').not.toMatch(/^(transparent|rgba\(\d+, \d+, \d+, 0\))$/);
}

/**
 * Fails unless each label of a detail list sits beside its value (wide screens) or above it
 * (phones), as the list's layout promises: never a centred column of labels and values.
 */
export async function expectDetailList(list: Locator, layout: 'side by side' | 'stacked'): Promise<void> {
  await expect(list).toBeVisible();
  const items = await list.locator('.chakra-data-list__item').evaluateAll((elements) =>
    elements
      .filter((item) => item.getBoundingClientRect().height > 0)
      .map((item) => {
        const label = item.querySelector('.chakra-data-list__itemLabel')!.getBoundingClientRect();
        const value = item.querySelector('.chakra-data-list__itemValue')!.getBoundingClientRect();
        return { label: { left: label.left, right: label.right, top: label.top }, value: { left: value.left, top: value.top }, left: item.getBoundingClientRect().left };
      }),
  );
  expect(items.length, 'the list has rows').toBeGreaterThan(0);
  const lefts = new Set(items.map((item) => Math.round(item.label.left)));
  expect(lefts.size, 'every label starts at the same left edge').toBe(1);
  for (const item of items) {
    expect(Math.round(item.label.left), 'the label starts at the row start').toBe(Math.round(item.left));
    if (layout === 'side by side') {
      expect(item.value.left, 'the value is right of its label').toBeGreaterThanOrEqual(item.label.right);
      expect(Math.abs(item.value.top - item.label.top), 'the value is level with its label').toBeLessThan(8);
    } else {
      expect(item.value.top, 'the value is below its label').toBeGreaterThan(item.label.top);
      expect(Math.round(item.value.left), 'the value starts under its label').toBe(Math.round(item.label.left));
    }
  }
}

/** Where `shoot` keeps its pictures (LAYOUT_SHOTS overrides). */
const SHOTS_DIR = process.env.LAYOUT_SHOTS ?? '/tmp/shots';

/** Keeps a picture of the screen as it is now, named for the screen and its width, for a person to look at. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${page.viewportSize()?.width ?? 0}.png` });
}

interface HeaderMenusOptions {
  /** The account menu button's accessible name. */
  account: string | RegExp;
  phone: boolean;
  /** Prefix of the screenshots' names (the app). */
  app: string;
}

/**
 * Opens the signed-in header's account menu, then the language menu: in the header on a wide
 * screen; on a phone inside the menu drawer, which is checked first and stays open under it.
 */
export async function expectHeaderMenusInViewport(page: Page, { account, phone, app }: HeaderMenusOptions): Promise<void> {
  const header = page.getByRole('banner');
  const menu = page.getByRole('menu');
  await header.getByRole('button', { name: account }).click();
  await expectOverlayInViewport(menu, { backdrop: false });
  await shoot(page, `${app}-account-menu`);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  let language = header.getByRole('button', { name: /^Language/ });
  if (phone) {
    await header.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expectOverlayInViewport(drawer, { backdrop: true });
    await shoot(page, `${app}-drawer`);
    language = drawer.getByRole('button', { name: /^Language/ });
  }
  await language.click();
  await expectOverlayInViewport(menu, { backdrop: false });
  await shoot(page, `${app}-language-menu`);
}
