import { enPublic } from '@mizani/i18n/messages/public-en';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../contract/endpoints.ts';
import { schemas } from '../contract/schemas/index.ts';

/** The body fields of the calls a visitor can make without a session: the sign-in, sign-up and recovery forms'. */
function publicCallFields(): Map<string, EndpointName[]> {
  const fields = new Map<string, EndpointName[]>();
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint = endpoints[name];
    const schema = schemas[name] as { body?: { properties?: Record<string, { enum?: unknown[]; anyOf?: unknown[] }> } };
    if (endpoint.auth !== false || !endpoint.writes || !schema.body?.properties) continue;
    for (const [field, property] of Object.entries(schema.body.properties)) {
      // A choice the form makes itself (the code's scene) is never typed by the visitor.
      if (property.enum || property.anyOf) continue;
      fields.set(field, [...(fields.get(field) ?? []), name]);
    }
  }
  return fields;
}

describe('the public catalogue', () => {
  it('labels every field a public form sends, so a refused sign-in names it before the rest of the catalogue loads', () => {
    const fields = publicCallFields();
    expect(fields.size).toBeGreaterThanOrEqual(5);
    const unlabelled = [...fields].filter(([field]) => !(`field.${field}` in enPublic)).map(([field, calls]) => `${field} (${calls.join(', ')})`);
    expect(unlabelled).toEqual([]);
  });
});
