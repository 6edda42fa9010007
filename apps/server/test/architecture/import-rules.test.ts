import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findViolations, importSpecifiers, readSources } from './import-rules.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

describe('import rules (docs/ARCHITECTURE.md)', () => {
  it('hold over the whole source tree', () => {
    const files = readSources(root, ['packages', 'apps/server', 'apps/web', 'e2e', 'bench']);
    // Guards against a scan that silently finds nothing (a moved folder, a broken walk).
    for (const folder of ['packages/contracts/src', 'apps/server/src', 'apps/web/src', 'e2e', 'bench']) {
      expect(
        files.some((f) => f.path.startsWith(`${folder}/`)),
        folder,
      ).toBe(true);
    }
    expect(findViolations(files)).toEqual([]);
  });

  it('catches each kind of crossing', () => {
    const violations = findViolations([
      { path: 'packages/contracts/src/a.ts', source: "import { x } from '../../../apps/server/src/app.ts';" },
      { path: 'packages/contracts/src/b.ts', source: "import type { Db } from '@platform/server/src/db';" },
      {
        path: 'packages/contracts/src/c.ts',
        source: "import dayjs from 'dayjs';\nimport fs from 'node:fs';",
      },
      { path: 'apps/web/src/d.tsx', source: "const m = await import('../../server/src/config.ts');" },
      {
        path: 'apps/server/src/e.ts',
        source: "export { request } from '../../web/src/shared/http/request.ts';",
      },
      { path: 'e2e/f.spec.ts', source: "import {\n  seed,\n} from '../apps/server/src/db/seed/index.ts';" },
      { path: 'bench/g.mjs', source: "const { buildApp } = require('../apps/server/src/app.ts');" },
      {
        path: 'apps/server/src/modules/h/h.routes.ts',
        source: "import { MenuCode } from '../../db/seed/menu-tree.ts';",
      },
      {
        path: 'apps/server/src/http/auth-guard.ts',
        source: "import { hasPermission } from '../modules/permission/authority/authority.service.ts';",
      },
    ]);
    expect(violations.map((v) => `${v.file} ${v.specifier} | ${v.rule}`)).toEqual([
      'packages/contracts/src/a.ts ../../../apps/server/src/app.ts | packages never import apps',
      'packages/contracts/src/b.ts @platform/server/src/db | packages never import apps',
      'packages/contracts/src/c.ts dayjs | contracts depends on zod only',
      'packages/contracts/src/c.ts node:fs | contracts depends on zod only',
      'apps/web/src/d.tsx ../../server/src/config.ts | the web never imports the server',
      'apps/server/src/e.ts ../../web/src/shared/http/request.ts | the server never imports the web',
      'e2e/f.spec.ts ../apps/server/src/db/seed/index.ts | e2e never imports app source',
      'bench/g.mjs ../apps/server/src/app.ts | bench never imports app source',
      'apps/server/src/modules/h/h.routes.ts ../../db/seed/menu-tree.ts | server modules never import the seed',
      "apps/server/src/http/auth-guard.ts ../modules/permission/authority/authority.service.ts | the server's http, shared and db layers never import modules",
    ]);
  });

  it('allows what the rules allow', () => {
    expect(
      findViolations([
        { path: 'apps/web/src/a.ts', source: "import { z } from '@platform/contracts';" },
        { path: 'apps/server/src/b.ts', source: "import { LANGUAGES } from '@platform/contracts';" },
        {
          path: 'packages/contracts/src/c.test.ts',
          source: "import { it } from 'vitest';\nimport './d.ts';",
        },
        { path: 'e2e/e.spec.ts', source: "import { test } from '@playwright/test';" },
        { path: 'bench/f.mjs', source: "import { spawn } from 'node:child_process';" },
      ]),
    ).toEqual([]);
  });

  it('reads every import form', () => {
    const source = [
      "import a from 'a';",
      "import type { B } from 'b';",
      "export * from 'c';",
      "import 'd.css';",
      "const e = await import('e');",
      "const f = require('f');",
      "const g = import.meta.glob('./g/*.page.tsx');",
      "vi.mock('h', () => ({}));",
      "import {\n  i,\n  j,\n} from 'ij';",
    ].join('\n');
    expect(importSpecifiers(source).sort()).toEqual([
      './g/*.page.tsx',
      'a',
      'b',
      'c',
      'd.css',
      'e',
      'f',
      'h',
      'ij',
    ]);
  });
});
