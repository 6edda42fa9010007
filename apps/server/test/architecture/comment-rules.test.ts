import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSources, type SourceFile } from './import-rules.ts';

/*
 * Comments and test names state the rule itself instead of pointing at a section sign and number of a
 * document outside the repository: such a pointer says nothing to a reader who lacks the document and
 * goes stale when it is renumbered. docs/requirements.md maps the specification's sections to the code
 * and tests that build them, so no source file needs one.
 */

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const FOLDERS = ['packages', 'apps/server', 'apps/web', 'e2e', 'bench'];
/** Written as an escape, so this file does not trip its own check. */
const SECTION_SIGN = '\u00a7';

function offending(files: SourceFile[]): string[] {
  return files.flatMap((file) =>
    file.source
      .split('\n')
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => line.includes(SECTION_SIGN))
      .map(({ line, index }) => `${file.path}:${index + 1}: ${line.trim()}`),
  );
}

describe('comments and test names', () => {
  const sources = readSources(root, FOLDERS);

  it('are read (the scan found every source tree)', () => {
    for (const folder of FOLDERS) {
      expect(
        sources.some((f) => f.path.startsWith(`${folder}/`)),
        folder,
      ).toBe(true);
    }
    expect(sources.length).toBeGreaterThan(300);
  });

  it('point at no section number of a document', () => {
    expect(offending(sources)).toEqual([]);
  });

  it('would catch one', () => {
    const planted = [
      { path: 'apps/server/src/x.ts', source: `/** Lock screen (spec ${SECTION_SIGN}4.2). */` },
      {
        path: 'apps/web/src/y.test.ts',
        source: `describe('tags view (spec ${SECTION_SIGN}2.4)', () => {});`,
      },
      { path: 'apps/web/src/z.ts', source: '/** Tab rules: add when absent (ADR 0009). */' },
    ];
    expect(offending(planted)).toEqual([
      `apps/server/src/x.ts:1: /** Lock screen (spec ${SECTION_SIGN}4.2). */`,
      `apps/web/src/y.test.ts:1: describe('tags view (spec ${SECTION_SIGN}2.4)', () => {});`,
    ]);
  });
});
