import type { ColumnSpec } from './column-spec.ts';
import { type ModelDialect, sameComment, type TableRef } from './model-dialect.ts';

/*
 * MySQL and MariaDB: the catalogue from information_schema of the connection's database. A column is
 * changed by MODIFY COLUMN with its whole definition, comment included. Literals double the quote and the
 * backslash, so a value can never end the literal whether or not the server runs with NO_BACKSLASH_ESCAPES.
 */

const quote = (name: string) => `\`${name.replace(/`/g, '``')}\``;
const literal = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const quoteTable = (ref: TableRef) => quote(ref.name);

function typeSql(column: ColumnSpec): string {
  switch (column.type) {
    case 'varchar':
      return `varchar(${column.length})`;
    case 'decimal':
      return `decimal(${column.length},${column.scale ?? 0})`;
    case 'text':
      return 'longtext';
    default:
      return column.type;
  }
}

function columnSql(column: ColumnSpec): string {
  const parts = [quote(column.name), typeSql(column), column.isNullable ? 'NULL' : 'NOT NULL'];
  if (column.isIdentity) parts.push('AUTO_INCREMENT');
  if (column.defaultValue !== null && !column.isIdentity)
    parts.push(`DEFAULT ${literal(column.defaultValue)}`);
  if (column.comment) parts.push(`COMMENT ${literal(column.comment)}`);
  return parts.join(' ');
}

const TEXT_TYPES = new Set(['text', 'tinytext', 'mediumtext', 'longtext']);

interface ColumnRow {
  name: string;
  dtype: string;
  ctype: string;
  nullable: string;
  dflt: string | null;
  cmt: string | null;
  ckey: string;
  extra: string;
  clen: number | string | null;
  nprec: number | string | null;
  nscale: number | string | null;
}

function typeOf(row: ColumnRow): Pick<ColumnSpec, 'type' | 'length' | 'scale'> {
  const dtype = row.dtype.toLowerCase();
  if (dtype === 'varchar') return { type: 'varchar', length: Number(row.clen), scale: null };
  if (dtype === 'decimal')
    return { type: 'decimal', length: Number(row.nprec), scale: Number(row.nscale ?? 0) };
  if (TEXT_TYPES.has(dtype)) return { type: 'text', length: null, scale: null };
  if (['int', 'bigint', 'datetime', 'date'].includes(dtype) && !/unsigned/i.test(row.ctype))
    return { type: dtype, length: null, scale: null };
  return { type: row.ctype, length: null, scale: null };
}

/** MariaDB quotes string defaults and writes NULL for none; MySQL gives the bare value. */
function defaultOf(value: string | null, isMariaDb: boolean): string | null {
  if (value === null || (isMariaDb && value === 'NULL')) return null;
  const quoted = /^'((?:[^'\\]|''|\\.)*)'$/s.exec(value);
  if (isMariaDb && quoted) return (quoted[1] ?? '').replace(/''/g, "'").replace(/\\(.)/g, '$1');
  return value;
}

export const mysqlModel: ModelDialect = {
  quote,
  quoteTable,
  literal,
  param: () => '?',
  asText: (column) => `CAST(${column} AS CHAR)`,

  currentSchema: async () => null,

  async listTables(session, _schema, withViews) {
    const { rows } = await session.query(
      `SELECT table_name AS name, table_comment AS cmt, table_rows AS estimate, table_type AS kind
         FROM information_schema.tables
        WHERE table_schema = DATABASE() AND table_type IN (?, ?)
        ORDER BY table_name`,
      ['BASE TABLE', withViews ? 'VIEW' : 'BASE TABLE'],
    );
    return rows.map((row) => ({
      name: String(row.name),
      comment: (row.cmt as string | null) || null,
      estimate: row.estimate === null ? -1 : Number(row.estimate),
      isView: row.kind === 'VIEW',
    }));
  },

  async readColumns(session, ref) {
    const { rows: flavour } = await session.query('SELECT VERSION() AS v');
    const isMariaDb = /mariadb/i.test(String(flavour[0]?.v ?? ''));
    const { rows } = await session.query(
      `SELECT column_name AS name, data_type AS dtype, column_type AS ctype, is_nullable AS nullable,
              column_default AS dflt, column_comment AS cmt, column_key AS ckey, extra AS extra,
              character_maximum_length AS clen, numeric_precision AS nprec, numeric_scale AS nscale
         FROM information_schema.columns
        WHERE table_schema = DATABASE() AND table_name = ?
        ORDER BY ordinal_position`,
      [ref.name],
    );
    if (rows.length === 0) return undefined;
    return (rows as unknown as ColumnRow[]).map((row) => ({
      name: row.name,
      ...typeOf(row),
      isNullable: row.nullable === 'YES',
      isPrimaryKey: row.ckey === 'PRI',
      isIdentity: /auto_increment/i.test(row.extra),
      defaultValue: defaultOf(row.dflt, isMariaDb),
      comment: row.cmt || null,
    }));
  },

  async readComment(session, ref) {
    const { rows } = await session.query(
      'SELECT table_comment AS cmt FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ?',
      [ref.name],
    );
    return (rows[0]?.cmt as string | null) || null;
  },

  createTable(ref, table) {
    const keys = table.columns.filter((column) => column.isPrimaryKey).map((column) => quote(column.name));
    const body = [...table.columns.map(columnSql), `PRIMARY KEY (${keys.join(', ')})`].join(',\n  ');
    const comment = table.comment ? ` COMMENT = ${literal(table.comment)}` : '';
    return [`CREATE TABLE ${quoteTable(ref)} (\n  ${body}\n) DEFAULT CHARSET = utf8mb4${comment}`];
  },
  dropTable: (ref) => `DROP TABLE ${quoteTable(ref)}`,
  renameTable: (ref, newName) => `RENAME TABLE ${quoteTable(ref)} TO ${quote(newName)}`,
  setTableComment: (ref, comment) => `ALTER TABLE ${quoteTable(ref)} COMMENT = ${literal(comment ?? '')}`,
  addColumn: (ref, column) => [`ALTER TABLE ${quoteTable(ref)} ADD COLUMN ${columnSql(column)}`],
  dropColumn: (ref, name) => `ALTER TABLE ${quoteTable(ref)} DROP COLUMN ${quote(name)}`,
  changeColumn(ref, from, to) {
    const isSame =
      from.type === to.type &&
      from.length === to.length &&
      (from.scale ?? 0) === (to.scale ?? 0) &&
      from.isNullable === to.isNullable &&
      from.defaultValue === to.defaultValue &&
      sameComment(from.comment, to.comment);
    return isSame ? [] : [`ALTER TABLE ${quoteTable(ref)} MODIFY COLUMN ${columnSql(to)}`];
  },
};
