import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en.ts';
import { zh } from './messages/zh.ts';

function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      if ('value' in el && typeof el.value === 'string') names.add(el.value);
      if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
      if ('children' in el) walk(el.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('catalogues', () => {
  it('English and Chinese hold the same message ids', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('every Chinese message uses the same ICU placeholders as its English source', () => {
    for (const [id, text] of Object.entries(en)) {
      expect({ id, placeholders: placeholders(zh[id as keyof typeof zh]) }).toEqual({ id, placeholders: placeholders(text) });
    }
  });

  it('no message is empty', () => {
    for (const [id, text] of [...Object.entries(en), ...Object.entries(zh)]) expect({ id, text: text.trim().length > 0 }).toEqual({ id, text: true });
  });
});
