import type { GeneratedField, GeneratorModel } from './generator-model.ts';
import { commentText, type GeneratedFile, lines, modulePaths, quoted, typeName } from './template-text.ts';

/** The zod type of a field in the create body. */
function bodyType(field: GeneratedField): string {
  switch (field.kind) {
    case 'text':
      return `z.string().trim()${field.isRequired ? '.min(1)' : ''}.max(${field.maxLength})`;
    case 'multilineText':
      return `multiline(z.string()${field.isRequired ? '.min(1)' : ''}.max(${field.maxLength}))`;
    case 'number':
      return 'z.number()';
    case 'boolean':
      return 'z.boolean()';
    case 'timestamp':
      return 'z.number().int()';
    case 'enum':
      return `z.enum([${field.options.map((option) => quoted(option.value)).join(', ')}])`;
  }
}

/** The zod type of a field read back: every stored column may be empty. */
function infoType(field: GeneratedField): string {
  if (field.kind === 'enum') return 'z.string().nullable()';
  const plain = {
    text: 'z.string()',
    multilineText: 'z.string()',
    number: 'z.number()',
    boolean: 'z.boolean()',
  };
  return `${field.kind === 'timestamp' ? 'z.number()' : plain[field.kind]}.nullable()`;
}

function schemasFile(model: GeneratorModel): GeneratedFile {
  const name = typeName(model);
  const hasMultiline = model.fields.some((field) => field.kind === 'multilineText');
  return {
    path: `${modulePaths(model).contracts}.ts`,
    content: lines(
      "import { z } from 'zod';",
      "import { pagedSchema } from '../envelope.ts';",
      "import * as record from '../record-schemas.ts';",
      hasMultiline && "import { multiline } from '../text-input.ts';",
      '',
      '/*',
      ` * ${commentText(model.title)}: generated from a design by 代码生成.`,
      model.leftOut.length > 0 &&
        ` * Not generated (no plain column for them): ${commentText(model.leftOut.join(', '))}.`,
      ' */',
      '',
      `export const create${name}BodySchema = z.object({`,
      ...model.fields.map(
        (field) =>
          `  /** ${commentText(field.label)} */\n  ${field.name}: ${bodyType(field)}${field.isRequired ? '' : '.optional()'},`,
      ),
      '});',
      `export type Create${name}Body = z.infer<typeof create${name}BodySchema>;`,
      '',
      '/** Every field optional: a field left out keeps its value. */',
      `export const update${name}BodySchema = create${name}BodySchema.partial();`,
      `export type Update${name}Body = z.infer<typeof update${name}BodySchema>;`,
      '',
      `export const ${model.camel}CreatedSchema = record.createdId;`,
      '',
      '/** A list row and the detail; timestamps are epoch milliseconds. */',
      `export const ${model.camel}InfoSchema = z.object({`,
      '  id: z.string(),',
      ...model.fields.map((field) => `  ${field.name}: ${infoType(field)},`),
      '  creatorTime: z.number(),',
      '});',
      `export type ${name}Info = z.infer<typeof ${model.camel}InfoSchema>;`,
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
      'import {',
      `  create${name}BodySchema,`,
      `  ${model.camel}CreatedSchema,`,
      `  ${model.camel}InfoSchema,`,
      `  ${model.camel}ListQuerySchema,`,
      `  ${model.camel}ListSchema,`,
      `  update${name}BodySchema,`,
      `} from './${model.kebab}.ts';`,
      '',
      `const BASE = ${quoted(`/${model.area}/${name}`)};`,
      '',
      `/** ${commentText(model.title)}: list, read, create, update and remove. */`,
      `export const ${model.camel}Endpoints = {`,
      "  list: endpoint({\n    method: 'GET',\n    path: BASE,",
      described('Records, paged; keyword on the text fields:', model.kebab),
      `    schemas: { query: ${model.camel}ListQuerySchema, response: ${model.camel}ListSchema },\n  }),`,
      "  get: endpoint({\n    method: 'GET',\n    path: `${BASE}/{id}`,",
      described('One record of', model.kebab),
      `    schemas: { params: idParamsSchema, response: ${model.camel}InfoSchema },\n  }),`,
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
