import { parseFormDesign } from '@platform/form-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateModule } from '../../src/modules/visualdev/generator/generate-module.ts';
import { buildGeneratorModel } from '../../src/modules/visualdev/generator/generator-model.ts';
import type { GeneratedFile } from '../../src/modules/visualdev/generator/template-text.ts';
import { generatorBody, generatorFormData } from './code-generator-fixtures.ts';
import { removeOverlay, runInOverlay, writeCheckConfig, writeOverlay } from './generated-module-overlay.ts';

/*
 * The generated module is code of this repository: placed into a copy of its layout it type-checks with
 * the repository's compiler options, and its own tests pass. The design holds every kind the generator
 * types: plain inputs, choices, uploads, pickers, ranges and a sub-table.
 */
describe('a module generated from a design', { timeout: 300_000 }, () => {
  let root = '';
  let files: GeneratedFile[] = [];

  beforeAll(async () => {
    const parsed = parseFormDesign(generatorFormData, 'zh-CN');
    if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
    files = generateModule(buildGeneratorModel(parsed.model, generatorBody, '采购单'));
    root = await writeOverlay(files);
    await writeCheckConfig(root, files, 'purchaseOrderEndpoints');
  });
  afterAll(async () => {
    if (root) await removeOverlay(root);
  });

  it('is the same text every time', () => {
    const parsed = parseFormDesign(generatorFormData, 'zh-CN');
    if (!parsed.success) throw new Error('design');
    expect(generateModule(buildGeneratorModel(parsed.model, generatorBody, '采购单'))).toEqual(files);
  });

  it('type-checks in the repository layout', async () => {
    await runInOverlay(root, 'tsc', ['-p', 'tsconfig.check.json', '--noEmit']);
  });

  it('passes its own tests: the contract, and a record with sub-table rows saved and read back', async () => {
    const tests = files.filter((file) => file.path.endsWith('.test.ts')).map((file) => file.path);
    expect(tests).toEqual([
      'packages/contracts/src/system/purchase-order.test.ts',
      'apps/server/src/modules/system/purchase-order/purchase-order.service.test.ts',
    ]);
    const output = await runInOverlay(root, 'vitest', ['run', '--root', '.', ...tests]);
    expect(output).toMatch(/Tests\s+18 passed/);
    expect(output).not.toMatch(/failed/);
  });
});
