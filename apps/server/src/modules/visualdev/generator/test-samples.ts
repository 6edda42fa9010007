import type { GeneratedField } from './generator-model.ts';
import { quoted } from './template-text.ts';

/*
 * Values the generated tests send: one the field's schema accepts, in the shape the form engine produces.
 * `variant` 2 differs from 1 in text and numbers, so two sub-table rows can be told apart.
 */

const FILE = "{ fileId: 'file-1', name: 'a.pdf', fileSize: 10, url: '/api/file/a.pdf' }";

export function sampleOf(field: GeneratedField, variant: 1 | 2 = 1): string {
  switch (field.kind) {
    case 'text':
    case 'multilineText':
      return quoted(variant === 1 ? 'x' : 'y');
    case 'number':
      return String(variant);
    case 'boolean':
      return 'true';
    case 'timestamp':
      return '1700000000000';
    case 'enum':
      return quoted(field.options[0].value);
    case 'enumList':
      return `[${quoted(field.options[0].value)}]`;
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
