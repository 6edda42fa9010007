import { literalOf } from './contract-types.ts';
import type { GeneratedField } from './generator-model.ts';
import { quoted } from './template-text.ts';

/*
 * Values the generated tests send: one the field's schema accepts, in the shape the form engine produces.
 * `variant` 2 differs from 1 in text and numbers, so two sub-table rows can be told apart.
 */

const fileOf = (size: number) =>
  `{ fileId: 'file-1', name: 'a.pdf', fileSize: ${size}, url: '/api/file/a.pdf' }`;
const FILE = fileOf(10);

export function sampleOf(field: GeneratedField, variant: 1 | 2 = 1): string {
  switch (field.kind) {
    case 'text':
    case 'multilineText':
      return quoted(variant === 1 ? 'x' : 'y');
    case 'number':
      return String(numberSample(field, variant));
    case 'boolean':
      return 'true';
    case 'timestamp':
      return '1700000000000';
    case 'enum':
      return literalOf(field.options[0].value);
    case 'enumList':
      return `[${literalOf(field.options[0].value)}]`;
    case 'id':
      return quoted(`id-${variant}`);
    case 'idList':
      return "['id-1', 'id-2']";
    case 'idPaths':
      return "[['org-1', 'org-2'], ['org-1']]";
    case 'files':
      return `[${FILE}]`;
    case 'numberRange':
      return `[${variant}, 10]`;
    case 'dateRange':
      return '[1700000000000, 1700086400000]';
    case 'timeRange':
      return "['08:00:00', '17:30:00']";
    case 'subTable':
      return `[${rowSample(field, 1)}, ${rowSample(field, 2)}]`;
  }
}

/** A whole number within the design's bounds: the variant from the least one up, at most the greatest. */
function numberSample({ limits }: GeneratedField, variant: 1 | 2): number {
  const value = (limits.min === undefined ? 0 : Math.ceil(limits.min)) + variant;
  return limits.max === undefined ? value : Math.min(value, Math.floor(limits.max));
}

/** One sub-table row with every column. */
export function rowSample(table: GeneratedField, variant: 1 | 2): string {
  return `{ ${table.columns.map((column) => `${column.name}: ${sampleOf(column, variant)}`).join(', ')} }`;
}

/** A value no field of this kind accepts, for the contract test's refusals. */
export function wrongValueOf(field: GeneratedField): string | undefined {
  switch (field.kind) {
    case 'files':
      return "[{ name: 'a.pdf' }]";
    case 'numberRange':
      return '[10, 1]';
    case 'dateRange':
      return '[1700086400000, 1700000000000]';
    case 'subTable':
      return `[{ ...${rowSample(field, 1)}, ${field.columns[0].name}: {} }]`;
    default:
      return undefined;
  }
}

/** Values just outside the design's number and upload bounds, each with what it oversteps. */
export function boundRefusals({ kind, limits }: GeneratedField): { what: string; value: string }[] {
  const refusals: { what: string; value: string }[] = [];
  if (kind === 'number') {
    if (limits.min !== undefined)
      refusals.push({ what: `below ${limits.min}`, value: String(limits.min - 1) });
    if (limits.max !== undefined)
      refusals.push({ what: `above ${limits.max}`, value: String(limits.max + 1) });
    if (limits.precision !== undefined) {
      const value = (limits.min ?? 0) + 10 ** -(limits.precision + 1);
      refusals.push({ what: `with more than ${limits.precision} decimal places`, value: String(value) });
    }
  }
  if (kind === 'files' && limits.count !== undefined) {
    refusals.push({
      what: `with more than ${limits.count} files`,
      value: `Array(${limits.count + 1}).fill(${FILE})`,
    });
  }
  if (kind === 'files' && limits.bytes !== undefined) {
    refusals.push({ what: `with a file over ${limits.bytes} bytes`, value: `[${fileOf(limits.bytes + 1)}]` });
  }
  return refusals;
}
