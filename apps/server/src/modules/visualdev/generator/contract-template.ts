import { bodyEntry, bodyType, hasField, infoType, rowSchemaNames } from './contract-types.ts';
import type { GeneratedField, GeneratorModel } from './generator-model.ts';
import {
  commentText,
  type GeneratedFile,
  importBlock,
  lines,
  mainFields,
  modulePaths,
  pascalOf,
  quoted,
  sentFields,
  subTables,
  typeName,
} from './template-text.ts';

/** A sub-table's row schemas: the row a client sends and the row it reads back. */
function rowSchemas(model: GeneratorModel, table: GeneratedField): string[] {
  const names = rowSchemaNames(model, table);
  return [
    `/** A row of ${commentText(table.label)} (sub-table ${table.name}). */`,
    `export const ${names.row} = z.object({`,
    ...table.columns.map((column) => `  /** ${commentText(column.label)} */\n  ${bodyEntry(model, column)},`),
    '});',
    `export type ${typeName(model, pascalOf(table.name))}RowBody = z.infer<typeof ${names.row}>;`,
    `export const ${names.rowInfo} = z.object({`,
    ...table.columns.map((column) => `  ${column.name}: ${infoType(model, column)},`),
    '});',
    '',
  ];
}

function schemasFile(model: GeneratorModel): GeneratedFile {
  const name = typeName(model);
  const tables = subTables(model);
  const hasMultiline = hasField(model, (field) => field.kind === 'multilineText');
  // Form values other than plain ones, and number and upload bounds, use the shared shapes and checks.
  const hasFormValue = hasField(
    model,
    (field) => !field.filledOn && bodyType(model, field).includes('form.'),
  );
  return {
    path: `${modulePaths(model).contracts}.ts`,
    content: lines(
      "import { z } from 'zod';",
      "import { pagedSchema } from '../envelope.ts';",
      hasFormValue && "import * as form from '../form-values.ts';",
      "import * as record from '../record-schemas.ts';",
      hasMultiline && "import { multiline } from '../text-input.ts';",
      '',
      '/*',
      ` * ${commentText(model.title)}: generated from a design by 代码生成.`,
      model.leftOut.length > 0 && ` * Not generated: ${commentText(model.leftOut.join(', '))}.`,
      ' */',
      '',
      ...tables.flatMap((table) => rowSchemas(model, table)),
      `export const create${name}BodySchema = z.object({`,
      ...sentFields(model.fields).map(
        (field) => `  /** ${commentText(field.label)} */\n  ${bodyEntry(model, field)},`,
      ),
      '});',
      `export type Create${name}Body = z.infer<typeof create${name}BodySchema>;`,
      '',
      '/** Every field optional: a field left out keeps its value; a sub-table sent replaces its rows. */',
      `export const update${name}BodySchema = create${name}BodySchema.partial();`,
      `export type Update${name}Body = z.infer<typeof update${name}BodySchema>;`,
      '',
      `export const ${model.camel}CreatedSchema = record.createdId;`,
      '',
      '/** A list row; timestamps are epoch milliseconds. */',
      `export const ${model.camel}InfoSchema = z.object({`,
      '  id: z.string(),',
      ...mainFields(model).map((field) => `  ${field.name}: ${infoType(model, field)},`),
      '  creatorTime: z.number(),',
      '});',
      `export type ${name}Info = z.infer<typeof ${model.camel}InfoSchema>;`,
      '',
      tables.length > 0
        ? '/** One record: its fields and the rows of its sub-tables. */'
        : '/** One record. */',
      `export const ${model.camel}DetailSchema = ${model.camel}InfoSchema.extend({`,
      ...tables.map((table) => `  ${table.name}: ${infoType(model, table)},`),
      '});',
      `export type ${name}Detail = z.infer<typeof ${model.camel}DetailSchema>;`,
      '',
      `export const ${model.camel}ListQuerySchema = record.pagedKeywordQuery;`,
      `export type ${name}ListQuery = z.infer<typeof ${model.camel}ListQuerySchema>;`,
      `export const ${model.camel}ListSchema = pagedSchema(${model.camel}InfoSchema);`,
    ),
  };
}

function endpointsFile(model: GeneratorModel): GeneratedFile {
  const name = typeName(model);
  const described = (verb: string, what: string) => `    summary: ${quoted(`${verb} ${what}`)},`;
  return {
    path: `${modulePaths(model).contracts}.endpoints.ts`,
    content: lines(
      "import { endpoint } from '../endpoint.ts';",
      "import { idParamsSchema } from '../envelope.ts';",
      ...importBlock(
        [
          `create${name}BodySchema`,
          `${model.camel}CreatedSchema`,
          `${model.camel}DetailSchema`,
          `${model.camel}ListQuerySchema`,
          `${model.camel}ListSchema`,
          `update${name}BodySchema`,
        ],
        `./${model.kebab}.ts`,
      ),
      '',
      `const BASE = ${quoted(`/${model.area}/${name}`)};`,
      '',
      `/** ${commentText(model.title)}: list, read, create, update and remove. */`,
      `export const ${model.camel}Endpoints = {`,
      "  list: endpoint({\n    method: 'GET',\n    path: BASE,",
      described('Records, paged; keyword on the text fields:', model.kebab),
      `    schemas: { query: ${model.camel}ListQuerySchema, response: ${model.camel}ListSchema },\n  }),`,
      "  get: endpoint({\n    method: 'GET',\n    path: `${BASE}/{id}`,",
      described('One record, with its sub-table rows, of', model.kebab),
      `    schemas: { params: idParamsSchema, response: ${model.camel}DetailSchema },\n  }),`,
      "  create: endpoint({\n    method: 'POST',\n    path: BASE,",
      described('Create a record of', model.kebab),
      `    schemas: { body: create${name}BodySchema, response: ${model.camel}CreatedSchema },\n  }),`,
      "  update: endpoint({\n    method: 'PUT',\n    path: `${BASE}/{id}`,",
      described('Update a record of', model.kebab),
      `    schemas: { params: idParamsSchema, body: update${name}BodySchema },\n  }),`,
      "  remove: endpoint({\n    method: 'DELETE',\n    path: `${BASE}/{id}`,",
      described('Remove a record of', model.kebab),
      '    schemas: { params: idParamsSchema },\n  }),',
      '};',
    ),
  };
}

/** The contract: the zod schemas and the endpoint descriptors. */
export function contractFiles(model: GeneratorModel): GeneratedFile[] {
  return [schemasFile(model), endpointsFile(model)];
}
