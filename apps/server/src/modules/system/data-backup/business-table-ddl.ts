import { quoteIdent, quoteTable } from './backup-catalog.ts';
import { BackupFileError, BUSINESS_SCHEMA, type TableDefinition } from './backup-format.ts';

/*
 * The CREATE TABLE of a business table read from a backup file. The file is not trusted: names are quoted,
 * and a type or a default must have the shapes PostgreSQL's catalogue prints for data-model tables, so no
 * SQL of the file's own reaches the database.
 */

const TYPE = /^[a-z_][a-z0-9_ ]*(\(\d+(,\d+)?\))?[a-z ]*(\[\])*$/;
const CAST = String.raw`(::[a-z_][a-z0-9_ ]*(\(\d+(,\d+)?\))?[a-z ]*(\[\])*)?`;
const DEFAULT = new RegExp(
  String.raw`^(('(?:[^']|'')*')${CAST}|\(?-?\d+(\.\d+)?\)?${CAST}|true|false|now\(\)|CURRENT_TIMESTAMP|CURRENT_DATE|LOCALTIMESTAMP)$`,
);

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

function refuse(table: string, what: string): never {
  throw new BackupFileError('corrupt', `The backup file is damaged: business table ${table} has ${what}.`);
}

/** The statements that create the table and its comments. */
export function createBusinessTable(name: string, definition: TableDefinition): string[] {
  const table = quoteTable(BUSINESS_SCHEMA, name);
  if (!Array.isArray(definition?.columns) || definition.columns.length === 0) refuse(name, 'no columns');
  const columns = definition.columns.map((column) => {
    if (typeof column.name !== 'string' || typeof column.type !== 'string' || !TYPE.test(column.type))
      refuse(name, `a column of an unreadable type (${String(column.type)})`);
    const parts = [quoteIdent(column.name), column.type];
    if (column.identity === 'a' || column.identity === 'd')
      parts.push(`GENERATED ${column.identity === 'a' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY`);
    if (column.isNotNull) parts.push('NOT NULL');
    if (column.defaultExpr !== null && !column.identity) {
      if (!DEFAULT.test(column.defaultExpr))
        refuse(name, `a default this version cannot restore (${column.defaultExpr})`);
      parts.push(`DEFAULT ${column.defaultExpr}`);
    }
    return parts.join(' ');
  });
  const keys = Array.isArray(definition.primaryKey) ? definition.primaryKey : [];
  if (keys.length > 0) columns.push(`PRIMARY KEY (${keys.map((key) => quoteIdent(String(key))).join(', ')})`);
  return [
    `CREATE TABLE ${table} (${columns.join(', ')})`,
    ...(typeof definition.comment === 'string'
      ? [`COMMENT ON TABLE ${table} IS ${literal(definition.comment)}`]
      : []),
    ...definition.columns
      .filter((column) => typeof column.comment === 'string')
      .map(
        (column) =>
          `COMMENT ON COLUMN ${table}.${quoteIdent(column.name)} IS ${literal(column.comment ?? '')}`,
      ),
  ];
}
