import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSources, type SourceFile } from './import-rules.ts';

/*
 * What the web's own sources never spell out, because the contracts declare it once:
 * - an API path: calls go through the endpoint descriptors (`call`, `endpointQuery`, `endpointUrl`),
 *   and only the request layer (platform/http) knows the `/api` prefix;
 * - a permission code: buttons are `ButtonCode.x` of the catalogue, columns and form fields come from
 *   the resource profiles.
 * Tests and their fixtures may spell both: they stand for the server's answers.
 */

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const isTestSupport = (path: string) =>
  /\.test\.tsx?$/.test(path) || path.includes('/testing/') || /-testing\.tsx?$/.test(path);
const REQUEST_LAYER = 'apps/web/src/platform/http/';
const API_PATH = /['"`]\/api\//;
const BUTTON_CODE = /['"`]btn_[A-Za-z]+['"`]/;

function offending(files: SourceFile[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    file.source
      .split('\n')
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => pattern.test(line))
      .map(({ line, index }) => `${file.path}:${index + 1}: ${line.trim()}`),
  );
}

describe('the web sources', () => {
  const sources = readSources(root, ['apps/web/src']).filter((f) => !isTestSupport(f.path));

  it('are read (the scan found the source tree)', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('write no API path outside the request layer', () => {
    const outside = sources.filter((f) => !f.path.startsWith(REQUEST_LAYER));
    expect(offending(outside, API_PATH)).toEqual([]);
  });

  it('write no raw permission code', () => {
    expect(offending(sources, BUTTON_CODE)).toEqual([]);
  });

  it('would catch both', () => {
    const planted = [
      { path: 'apps/web/src/modules/x/x.page.tsx', source: "call('/api/permission/Users')" },
      { path: 'apps/web/src/modules/x/y.tsx', source: '<Auth code="btn_add">' },
    ];
    expect(offending(planted, API_PATH)).toHaveLength(1);
    expect(offending(planted, BUTTON_CODE)).toHaveLength(1);
  });
});
