import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { GeneratedFile } from '../../src/modules/visualdev/generator/template-text.ts';

const run = promisify(execFile);
export const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
/** Root entries the overlay never links: git, and the configs a check run must not pick up. */
const SKIPPED = new Set(['.git', 'vitest.config.ts', 'vitest.config.mts', 'biome.json']);

/**
 * A copy of the repository's layout in a temporary folder: the generated files are real files, every
 * other entry on their folders' paths is a link to the repository's own, so imports between generated
 * and existing code resolve as they would in the repository, which itself is never written to.
 */
export async function writeOverlay(files: readonly GeneratedFile[]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'codegen-check-'));
  const dirs = new Set<string>(['']);
  for (const file of files) {
    for (let dir = dirname(file.path); dir !== '.'; dir = dirname(dir)) dirs.add(dir);
  }
  const own = new Set(files.map((file) => file.path));
  for (const dir of [...dirs].sort()) {
    await mkdir(join(root, dir), { recursive: true });
    const real = join(REPO_ROOT, dir);
    if (!existsSync(real)) continue;
    for (const entry of await readdir(real)) {
      const path = dir ? `${dir}/${entry}` : entry;
      if (dirs.has(path) || own.has(path) || (dir === '' && SKIPPED.has(entry))) continue;
      await symlink(join(real, entry), join(root, path));
    }
  }
  for (const file of files) await writeFile(join(root, file.path), file.content);
  return root;
}

/**
 * A tsconfig over the generated files with the repository's compiler options, where the contracts'
 * entry points also export the generated contract: what the module's one-line additions to the
 * contracts index and `npm run generate` give in the repository.
 */
export async function writeCheckConfig(root: string, files: readonly GeneratedFile[], endpointsName: string) {
  const contract = files.find((file) => file.path.endsWith('.endpoints.ts'));
  if (!contract) throw new Error('no endpoints file generated');
  const schemas = contract.path.replace('.endpoints.ts', '.ts');
  await writeFile(
    join(root, 'contracts-entry.ts'),
    `export * from './packages/contracts/src/index.ts';\nexport * from './${schemas}';\nexport * from './${contract.path}';\n`,
  );
  await writeFile(
    join(root, 'web-endpoints-entry.ts'),
    [
      "import type { WebEndpoints } from './packages/contracts/src/endpoint.ts';",
      `import type * as generated from './${contract.path}';`,
      "export * from './packages/contracts/src/web-endpoints.generated.ts';",
      `export declare const ${endpointsName}: WebEndpoints<typeof generated.${endpointsName}>;`,
      '',
    ].join('\n'),
  );
  const config = {
    extends: './tsconfig.base.json',
    compilerOptions: {
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      jsx: 'react-jsx',
      types: ['node', 'vite/client', '@testing-library/jest-dom'],
      paths: {
        '@platform/contracts': ['./contracts-entry.ts'],
        '@platform/contracts/web-endpoints': ['./web-endpoints-entry.ts'],
      },
    },
    files: files.map((file) => file.path),
  };
  await writeFile(join(root, 'tsconfig.check.json'), JSON.stringify(config, null, 2));
}

/** Runs a command of the repository's tools in the overlay; resolves with its output, rejects with it. */
export async function runInOverlay(root: string, tool: string, args: string[]) {
  const bin = join(REPO_ROOT, 'node_modules', '.bin', tool);
  try {
    const { stdout, stderr } = await run(bin, args, {
      cwd: root,
      timeout: 280_000,
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    return `${stdout}${stderr}`;
  } catch (err) {
    const failed = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${tool} failed:\n${failed.stdout ?? ''}${failed.stderr ?? failed.message}`);
  }
}

export const removeOverlay = (root: string) => rm(root, { recursive: true, force: true });
