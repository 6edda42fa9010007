import type { GeneratorModel } from './generator-model.ts';
import {
  childNames,
  commentText,
  filledFields,
  type GeneratedFile,
  lines,
  modulePaths,
  sentFields,
  subTables,
  typeName,
} from './template-text.ts';
import { rowSample, sampleOf } from './test-samples.ts';

/**
 * A test of the module's rules on a database: its tables made as drizzle-kit makes them from the
 * repository, a record saved with every field (and two rows of each sub-table), read back as sent,
 * updated (a sub-table sent replaces its rows), listed and removed with its rows.
 */
export function serviceTestFile(model: GeneratorModel): GeneratedFile {
  const name = typeName(model);
  const tables = subTables(model);
  const drizzleTables = [`${model.camel}Table`, ...tables.map((table) => childNames(model, table).table)];
  const [firstTable] = tables;
  const [firstField] = sentFields(model.fields);
  const filled = filledFields(model);
  // The service fills creator and modifier fields with the caller and the clock.
  // An update by another user keeps the creator's fields and fills the modifier's with the editor.
  const caller = filled.length > 0 ? 'USER, ' : '';
  const editor = filledFields(model, 'save').length > 0 ? 'EDITOR, ' : '';
  const readAs = (modifier: string) =>
    `id, creatorTime: NOW.getTime()${filled
      .map((field) => {
        const user = field.filledOn === 'save' ? modifier : 'USER';
        return `, ${field.name}: ${field.kind === 'id' ? user : 'NOW.getTime()'}`;
      })
      .join('')}`;
  // An update sends a sub-table's rows when there is one, else another value of the first field.
  const change = firstTable
    ? `{ ${firstTable.name}: [${rowSample(firstTable, 2)}] }`
    : `{ ${firstField.name}: ${sampleOf(firstField, 2)} }`;
  const changeTitle = firstTable
    ? `replaces the rows of ${firstTable.name} sent in an update and keeps the other fields`
    : `updates ${firstField.name} and keeps the other fields`;
  return {
    path: `${modulePaths(model).server}.service.test.ts`,
    content: lines(
      "import { PGlite } from '@electric-sql/pglite';",
      `import type { Create${name}Body } from '@platform/contracts';`,
      "import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';",
      "import { sql } from 'drizzle-orm';",
      "import { drizzle } from 'drizzle-orm/pglite';",
      "import { afterAll, beforeAll, describe, expect, it } from 'vitest';",
      "import type { Db } from '../../../db/client.ts';",
      firstTable
        ? `import { ${[...drizzleTables, `find${childNames(model, firstTable).type}Rows`].sort().join(', ')} } from './${model.kebab}.repository.ts';`
        : `import { ${drizzleTables[0]} } from './${model.kebab}.repository.ts';`,
      `import { create${name}, get${name}, list${name}, remove${name}, update${name} } from './${model.kebab}.service.ts';`,
      '',
      `/* ${commentText(model.title)}: the records on a fresh database. */`,
      '',
      'const NOW = new Date(1_750_000_000_000);',
      'const client = new PGlite();',
      "/** The app's database handle over an empty in-memory database, as db/client.ts opens PGlite. */",
      'const db = drizzle(client) as unknown as Db;',
      'const ctx = { db, now: () => NOW };',
      filled.length > 0 && "const USER = 'user-1';",
      editor && "const EDITOR = 'user-2';",
      '',
      `const record: Create${name}Body = {`,
      ...sentFields(model.fields).map((field) => `  ${field.name}: ${sampleOf(field)},`),
      '};',
      '',
      'beforeAll(async () => {',
      `  const tables = generateDrizzleJson({ ${drizzleTables.join(', ')} });`,
      '  for (const statement of await generateMigration(generateDrizzleJson({}), tables)) {',
      '    await db.execute(sql.raw(statement));',
      '  }',
      '}, 60_000);',
      'afterAll(async () => {',
      '  await client.close();',
      '});',
      '',
      `describe('${model.kebab} records', () => {`,
      "  it('saves a record with every field and reads it back as sent', async () => {",
      `    const id = await create${name}(ctx, ${caller}record);`,
      `    expect(await get${name}(ctx, id)).toEqual({ ...record, ${readAs('USER')} });`,
      `    const list = await list${name}(ctx, { currentPage: 1, pageSize: 20 });`,
      '    expect(list.list.map((row) => row.id)).toContain(id);',
      '  });',
      '',
      `  it('${changeTitle}', async () => {`,
      `    const id = await create${name}(ctx, ${caller}record);`,
      `    await update${name}(ctx, ${editor}id, ${change});`,
      `    expect(await get${name}(ctx, id)).toEqual({ ...record, ...${change}, ${readAs('EDITOR')} });`,
      '  });',
      '',
      `  it('removes a record${firstTable ? ' with its rows' : ''}', async () => {`,
      `    const id = await create${name}(ctx, ${caller}record);`,
      `    await remove${name}(ctx, id);`,
      `    await expect(get${name}(ctx, id)).rejects.toThrow();`,
      firstTable && `    expect(await find${childNames(model, firstTable).type}Rows(db, id)).toEqual([]);`,
      '  });',
      '});',
    ),
  };
}
