import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importSpecifiers, readSources, type SourceFile, type Violation } from './import-rules.ts';

/*
 * The web's layers (docs/ARCHITECTURE.md, "Web"), top to bottom; imports only run downward:
 * - app: bootstrap, router, fixed pages; may import everything below.
 * - layout (the shell) and modules (feature pages): shared and platform; layout may also import
 *   modules (it composes feature pieces such as the message drawer), modules never import layout.
 * - shared: reusable UI kits; platform only.
 * - platform: infrastructure without product UI (http, i18n, stores, session, feedback, storage,
 *   navigation); nothing of the layers above.
 * Tests and test support (`*.test.ts[x]`, `testing/` folders, `*-testing.ts[x]`, the test setup) may
 * import anything; product code never imports test support.
 */

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const WEB_SRC = 'apps/web/src/';

type Layer = 'entry' | 'app' | 'layout' | 'modules' | 'shared' | 'platform' | 'test-support';

/** What each layer must not import. */
const FORBIDDEN: Record<Exclude<Layer, 'test-support'>, Layer[]> = {
  entry: ['test-support'],
  app: ['test-support'],
  layout: ['app', 'entry', 'test-support'],
  modules: ['layout', 'app', 'entry', 'test-support'],
  shared: ['modules', 'layout', 'app', 'entry', 'test-support'],
  platform: ['shared', 'modules', 'layout', 'app', 'entry', 'test-support'],
};

const isTestSupport = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  file.includes('/testing/') ||
  /-testing\.tsx?$/.test(file) ||
  file === `${WEB_SRC}test-setup.ts`;

/** The layer of a file (or glob) under apps/web/src; undefined for anything outside a layer. */
function layerOf(file: string): Layer | undefined {
  if (!file.startsWith(WEB_SRC)) return undefined;
  if (isTestSupport(file)) return 'test-support';
  const rest = file.slice(WEB_SRC.length);
  if (rest === 'main.tsx') return 'entry';
  const top = rest.split('/')[0];
  if (top === 'app' || top === 'layout' || top === 'modules' || top === 'shared' || top === 'platform') {
    return top;
  }
  return undefined;
}

function findLayerViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    if (!file.path.startsWith(WEB_SRC)) continue;
    const from = layerOf(file.path);
    if (from === 'test-support') continue;
    if (from === undefined) {
      violations.push({ file: file.path, specifier: '', rule: 'every web source file belongs to a layer' });
      continue;
    }
    for (const specifier of importSpecifiers(file.source)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier));
      const to = layerOf(target);
      if (to && FORBIDDEN[from].includes(to)) {
        violations.push({ file: file.path, specifier, rule: `${from} never imports ${to}` });
      }
    }
  }
  return violations;
}

const format = (violations: Violation[]) => violations.map((v) => `${v.file} ${v.specifier} | ${v.rule}`);

describe('web layers (docs/ARCHITECTURE.md, Web)', () => {
  it('hold over apps/web/src: imports only run downward', () => {
    const files = readSources(root, ['apps/web/src']);
    // Guards against a scan that silently finds nothing (a moved folder, a broken walk).
    for (const layer of ['app', 'layout', 'modules', 'shared', 'platform']) {
      expect(
        files.some((f) => layerOf(f.path) === layer),
        layer,
      ).toBe(true);
    }
    expect(format(findLayerViolations(files))).toEqual([]);
  });

  it('would catch an upward or forbidden import', () => {
    const planted: SourceFile[] = [
      {
        path: 'apps/web/src/platform/http/a.ts',
        source: "import { Auth } from '../../shared/permission/auth.tsx';",
      },
      { path: 'apps/web/src/platform/stores/b.ts', source: "const m = await import('../../layout/c.tsx');" },
      { path: 'apps/web/src/shared/admin-kit/c.tsx', source: "import { x } from '../../modules/home/x.ts';" },
      {
        path: 'apps/web/src/shared/ui/d.tsx',
        source: "import type { ShellPage } from '../../layout/shell-page.ts';",
      },
      {
        path: 'apps/web/src/modules/home/e.tsx',
        source: "import { Menu } from '../../layout/menu/menu.tsx';",
      },
      { path: 'apps/web/src/modules/home/f.tsx', source: "import {\n  g,\n} from '../../app/router/g.ts';" },
      {
        path: 'apps/web/src/layout/h.tsx',
        source: "export { RedirectPage } from '../app/pages/redirect-page.tsx';",
      },
      { path: 'apps/web/src/layout/i.tsx', source: "import { stubFetch } from '../testing/fetch-stub.ts';" },
      { path: 'apps/web/src/j.ts', source: "import { k } from './platform/k.ts';" },
    ];
    expect(format(findLayerViolations(planted))).toEqual([
      'apps/web/src/platform/http/a.ts ../../shared/permission/auth.tsx | platform never imports shared',
      'apps/web/src/platform/stores/b.ts ../../layout/c.tsx | platform never imports layout',
      'apps/web/src/shared/admin-kit/c.tsx ../../modules/home/x.ts | shared never imports modules',
      'apps/web/src/shared/ui/d.tsx ../../layout/shell-page.ts | shared never imports layout',
      'apps/web/src/modules/home/e.tsx ../../layout/menu/menu.tsx | modules never imports layout',
      'apps/web/src/modules/home/f.tsx ../../app/router/g.ts | modules never imports app',
      'apps/web/src/layout/h.tsx ../app/pages/redirect-page.tsx | layout never imports app',
      'apps/web/src/layout/i.tsx ../testing/fetch-stub.ts | layout never imports test-support',
      'apps/web/src/j.ts  | every web source file belongs to a layer',
    ]);
  });

  it('allows what the layers allow', () => {
    const allowed: SourceFile[] = [
      { path: 'apps/web/src/main.tsx', source: "import { App } from './app/app.tsx';" },
      {
        path: 'apps/web/src/app/a.tsx',
        source: "const s = lazy(() => import('../layout/shell-layout.tsx'));",
      },
      {
        path: 'apps/web/src/app/b.ts',
        source: "const p = import.meta.glob('../modules/*/pages/*.page.tsx');",
      },
      { path: 'apps/web/src/layout/c.tsx', source: "import('../modules/message/message-locales.ts');" },
      {
        path: 'apps/web/src/layout/d.tsx',
        source: "import { MenuIcon } from '../shared/menu-icon/menu-icon.tsx';",
      },
      {
        path: 'apps/web/src/modules/x/e.tsx',
        source: "import { call } from '../../../platform/http/call.ts';",
      },
      { path: 'apps/web/src/modules/x/f.tsx', source: "import { y } from '../../y/y.ts';" },
      {
        path: 'apps/web/src/shared/g/g.tsx',
        source: "import { useSession } from '../../platform/stores/s.ts';",
      },
      { path: 'apps/web/src/platform/h/h.ts', source: "import { i } from '../i/i.ts';\nimport 'antd';" },
      {
        path: 'apps/web/src/platform/h/h.test.tsx',
        source: "import { renderWithApp } from '../../testing/r.tsx';",
      },
      {
        path: 'apps/web/src/testing/j.tsx',
        source: "import { resolveShellPage } from '../app/router/shell-pages.tsx';",
      },
      {
        path: 'apps/web/src/modules/x/pages/k-testing.tsx',
        source: "import { l } from '../../../layout/l.ts';",
      },
    ];
    expect(format(findLayerViolations(allowed))).toEqual([]);
  });
});
