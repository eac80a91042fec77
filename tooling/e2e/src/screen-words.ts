import type { Page } from '@playwright/test';

// Names a program uses and a person does not: snake_case, camelCase and UPPER_CASE with an underscore.
const SNAKE = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g;
const CAMEL = /\b[a-z]+(?:[A-Z][a-z0-9]+)+\b/g;
const UPPER = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;
// Product and device names that are written this way on purpose.
const ALLOWED = new Set(['iPhone', 'iPad', 'macOS', 'eKYC']);

/**
 * The program keys in the page's visible text: snake_case, camelCase and UPPER_CASE words, and any
 * of `enumNames` (an enumeration's value names, such as order statuses) standing as a word. Every
 * word a customer reads should come from the catalogue, so a screen's list should be empty.
 */
export async function keysOnScreen(page: Page, enumNames: Iterable<string> = []): Promise<string[]> {
  const names = new Set(enumNames);
  const text = await page.evaluate(() => document.body.innerText);
  const found = [...text.matchAll(SNAKE), ...text.matchAll(CAMEL), ...text.matchAll(UPPER)].map((match) => match[0]);
  for (const word of text.split(/[^A-Za-z_]+/)) if (names.has(word)) found.push(word);
  return [...new Set(found)].filter((word) => !ALLOWED.has(word));
}
