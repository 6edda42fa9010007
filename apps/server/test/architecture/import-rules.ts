import fs from 'node:fs';
import path from 'node:path';

/*
 * The import rules of docs/ARCHITECTURE.md, checked over the source text. Imports only run downward
 * (apps -> packages); web and server never import each other; e2e and bench drive the built app and
 * never import app source; contracts depends on zod alone, so web and server share it without
 * dragging in anything else.
 */

export interface SourceFile {
  /** Repository-relative, forward slashes. */
  path: string;
  source: string;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

type Area = 'server' | 'web' | 'contracts' | 'package' | 'e2e' | 'bench' | 'other';

const SOURCE_EXTENSIONS = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'screenshots', '.tmp', 'coverage']);
/** Workspace names resolve to their folders, so `@platform/server` counts as server source. */
const WORKSPACES: Record<string, string> = {
  '@platform/server': 'apps/server',
  '@platform/web': 'apps/web',
  '@platform/contracts': 'packages/contracts',
};
/** Every way a file names another module: static, re-export, side effect, dynamic, require, glob, mock. */
const IMPORT_PATTERNS = [
  /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bimport\.meta\.glob(?:<[^>]*>)?\(\s*\[?\s*['"]([^'"]+)['"]/g,
  /\bvi\.(?:mock|doMock|importActual)(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g,
];
/** Bare packages contracts may use; vitest only in its tests. */
const CONTRACTS_PACKAGES = new Set(['zod']);

function areaOf(repoPath: string): Area {
  if (repoPath === 'apps/server' || repoPath.startsWith('apps/server/')) return 'server';
  if (repoPath === 'apps/web' || repoPath.startsWith('apps/web/')) return 'web';
  if (repoPath.startsWith('packages/contracts/')) return 'contracts';
  if (repoPath.startsWith('packages/')) return 'package';
  if (repoPath.startsWith('e2e/')) return 'e2e';
  if (repoPath.startsWith('bench/')) return 'bench';
  return 'other';
}

export function importSpecifiers(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of source.matchAll(pattern)) found.add(match[1]);
  }
  return [...found];
}

/** Where a specifier points: a repository path for files and workspaces, else the npm package name. */
function target(fromFile: string, specifier: string): { repoPath?: string; packageName?: string } {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
    return { repoPath: resolved };
  }
  const parts = specifier.split('/');
  const packageName = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const workspace = WORKSPACES[packageName];
  if (workspace) return { repoPath: `${workspace}/${parts.slice(packageName.split('/').length).join('/')}` };
  return { packageName };
}

function ruleBroken(file: string, specifier: string): string | undefined {
  const from = areaOf(file);
  const { repoPath, packageName } = target(file, specifier);
  const to = repoPath === undefined ? undefined : areaOf(repoPath);
  const isApp = to === 'server' || to === 'web';
  if ((from === 'contracts' || from === 'package') && isApp) return 'packages never import apps';
  if ((from === 'contracts' || from === 'package') && (to === 'e2e' || to === 'bench')) {
    return 'packages never import e2e or bench';
  }
  if (from === 'web' && to === 'server') return 'the web never imports the server';
  if (from === 'server' && to === 'web') return 'the server never imports the web';
  const isServerBase = /^apps\/server\/src\/(http|shared|db)\//.test(file);
  if (isServerBase && repoPath?.startsWith('apps/server/src/modules/')) {
    return "the server's http, shared and db layers never import modules";
  }
  if (file.startsWith('apps/server/src/modules/') && repoPath?.startsWith('apps/server/src/db/seed')) {
    return 'server modules never import the seed';
  }
  if ((from === 'e2e' || from === 'bench') && isApp) return `${from} never imports app source`;
  if (from === 'contracts' && packageName) {
    // Node built-ins count too: contracts also runs in the browser.
    const isTest = /\.test\.tsx?$/.test(file);
    if (!CONTRACTS_PACKAGES.has(packageName) && !(isTest && packageName === 'vitest')) {
      return 'contracts depends on zod only';
    }
  }
  return undefined;
}

export function findViolations(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    for (const specifier of importSpecifiers(file.source)) {
      const rule = ruleBroken(file.path, specifier);
      if (rule) violations.push({ file: file.path, specifier, rule });
    }
  }
  return violations;
}

/** The source files of the given top-level folders, skipping dependencies, builds and artefacts. */
export function readSources(root: string, folders: string[]): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(rel);
      } else if (SOURCE_EXTENSIONS.test(entry.name)) {
        files.push({ path: rel, source: fs.readFileSync(path.join(root, rel), 'utf8') });
      }
    }
  };
  for (const folder of folders) if (fs.existsSync(path.join(root, folder))) walk(folder);
  return files;
}
