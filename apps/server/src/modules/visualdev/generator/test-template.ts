import { isTextChoice, literalOf } from './contract-types.ts';
import type { GeneratorModel } from './generator-model.ts';
import {
  type GeneratedFile,
  lines,
  mainFields,
  modulePaths,
  quoted,
  sentFields,
  typeName,
} from './template-text.ts';
import { boundRefusals, sampleOf, wrongValueOf } from './test-samples.ts';

/** What each refusal of a shape says it refuses. */
const REFUSALS = {
  files: 'an upload without a file id',
  numberRange: 'a number range out of order',
  dateRange: 'a date range out of order',
  subTable: 'a sub-table row with a wrong value',
} as const;

/** A test of the contract: what a client may send and what is refused. */
export function testFile(model: GeneratorModel): GeneratedFile {
  const name = typeName(model);
  const create = `create${name}BodySchema`;
  const sent = sentFields(model.fields);
  const text = sent.find((field) => field.kind === 'text' || field.kind === 'multilineText');
  const choice = sent.find((field) => field.kind === 'enum');
  const required = sent.find((field) => field.isRequired);
  const shapes = (['files', 'numberRange', 'dateRange', 'subTable'] as const).flatMap((kind) => {
    const field = sent.find((candidate) => candidate.kind === kind);
    const wrong = field && wrongValueOf(field);
    return field && wrong
      ? [
          `  it('refuses ${REFUSALS[kind]} (${field.name})', () => {\n    expect(${create}.safeParse({ ...valid, ${field.name}: ${wrong} }).success).toBe(false);\n  });`,
        ]
      : [];
  });
  const bounds = mainFields(model).flatMap((field) =>
    boundRefusals(field).map(
      ({ what, value }) =>
        `  it('refuses ${field.name} ${what}', () => {\n    expect(${create}.safeParse({ ...valid, ${field.name}: ${value} }).success).toBe(false);\n  });`,
    ),
  );
  // A choice whose option values are numbers takes them as the form sends them.
  const numeric = sent.find((field) => field.kind === 'enum' && !isTextChoice(field));
  return {
    path: `${modulePaths(model).contracts}.test.ts`,
    content: lines(
      "import { describe, expect, it } from 'vitest';",
      `import { ${create}, update${name}BodySchema } from './${model.kebab}.ts';`,
      '',
      'const valid = {',
      ...sent.map((field) => `  ${field.name}: ${sampleOf(field)},`),
      '};',
      '',
      `describe('${model.kebab} contract', () => {`,
      "  it('accepts a body with every field', () => {",
      `    expect(${create}.safeParse(valid).success).toBe(true);`,
      '  });',
      "  it('takes a partial update', () => {",
      `    expect(update${name}BodySchema.safeParse({}).success).toBe(true);`,
      '  });',
      text &&
        `  it('refuses ${text.name} longer than ${text.maxLength} characters', () => {\n    expect(${create}.safeParse({ ...valid, ${text.name}: 'x'.repeat(${text.maxLength + 1}) }).success).toBe(false);\n  });`,
      choice &&
        `  it('refuses a ${choice.name} outside its options', () => {\n    expect(${create}.safeParse({ ...valid, ${choice.name}: ${quoted(`${choice.options.map((o) => o.value).join('')}-other`)} }).success).toBe(false);\n  });`,
      required &&
        `  it('refuses a body without ${required.name}', () => {\n    const { ${required.name}: _left, ...rest } = valid;\n    expect(${create}.safeParse(rest).success).toBe(false);\n  });`,
      numeric &&
        `  it('takes each option of ${numeric.name} as the design holds it', () => {\n    for (const value of [${numeric.options.map((option) => literalOf(option.value)).join(', ')}]) {\n      expect(${create}.safeParse({ ...valid, ${numeric.name}: value }).success).toBe(true);\n    }\n  });`,
      ...shapes,
      ...bounds,
      '});',
    ),
  };
}
