import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemas } from '../src/node/index.ts';
import { REPO_TENANTS } from './helpers.ts';

const dir = path.join(import.meta.dirname, '..', 'schema');

describe('JSON Schemas for editors', () => {
  it.each(Object.entries(jsonSchemas()))(
    '%s is up to date (regenerate: pnpm --filter @wl/tenant schemas)',
    (name, text) => {
      expect(JSON.parse(readFileSync(path.join(dir, name), 'utf8'))).toEqual(JSON.parse(text));
    },
  );

  it('describes the tenant fields and the supported languages', () => {
    const schema = JSON.parse(jsonSchemas()['tenant.schema.json']) as {
      required: string[];
      properties: { languages: { items: { enum: string[] } } };
    };
    expect(schema.required).toEqual(
      expect.arrayContaining(['id', 'merchantCode', 'defaultLanguage', 'theme', 'api']),
    );
    expect(schema.properties.languages.items.enum).toEqual(['EN', 'TY']);
  });

  it('is referenced by the demo tenants', () => {
    const t = JSON.parse(readFileSync(path.join(REPO_TENANTS, 'goldcasino', 'tenant.json'), 'utf8')) as {
      $schema: string;
    };
    expect(path.resolve(REPO_TENANTS, 'goldcasino', t.$schema)).toBe(path.join(dir, 'tenant.schema.json'));
  });
});
