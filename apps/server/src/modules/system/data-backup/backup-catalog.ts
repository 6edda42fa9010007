import type { SourceSession } from '../data-source/source-client.ts';
import type { MigrationLevel, TableDefinition } from './backup-format.ts';

/* What the backup and the restore read from pg_catalog; the same SQL runs on PostgreSQL and PGlite. */

export interface CatalogColumn {
  name: string;
  type: string;
  isNotNull: boolean;
  defaultExpr: string | null;
  identity: string;
  comment: string | null;
  isGenerated: boolean;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const quoteTable = (schema: string, name: string) => `${quoteIdent(schema)}.${quoteIdent(name)}`;

/** The level of the migrations applied, from drizzle's own table. */
export async function readMigrationLevel(session: SourceSession): Promise<MigrationLevel> {
  const { rows } = await session.query(
    'SELECT count(*)::int AS n, coalesce(max(created_at), 0)::text AS last FROM drizzle.__drizzle_migrations',
  );
  return { count: Number(rows[0]?.n ?? 0), lastCreatedAt: Number(rows[0]?.last ?? 0) };
}

/** The ordinary tables of a schema, parents before the tables whose foreign keys name them. */
export async function listTablesInOrder(session: SourceSession, schema: string): Promise<string[]> {
  const { rows } = await session.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
    [schema],
  );
  const names = rows.map((row) => String(row.name));
  const { rows: links } = await session.query(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = child.relnamespace
       JOIN pg_class parent ON parent.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = parent.relnamespace
      WHERE k.contype = 'f' AND cn.nspname = $1 AND pn.nspname = $1 AND k.conrelid <> k.confrelid`,
    [schema],
  );
  const parents = new Map<string, string[]>();
  for (const link of links) {
    const list = parents.get(String(link.child)) ?? [];
    list.push(String(link.parent));
    parents.set(String(link.child), list);
  }
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent);
    ordered.push(name);
  };
  for (const name of names) visit(name);
  return ordered;
}

export async function readColumns(
  session: SourceSession,
  schema: string,
  table: string,
): Promise<CatalogColumn[]> {
  const { rows } = await session.query(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
            pg_get_expr(d.adbin, d.adrelid) AS default_expr, a.attidentity::text AS identity,
            col_description(c.oid, a.attnum) AS comment, a.attgenerated::text <> '' AS is_generated
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
       LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
      WHERE n.nspname = $1 AND c.relname = $2
      ORDER BY a.attnum`,
    [schema, table],
  );
  return rows.map((row) => ({
    name: String(row.name),
    type: String(row.type),
    isNotNull: row.not_null === true,
    defaultExpr: (row.default_expr as string | null) ?? null,
    identity: String(row.identity ?? ''),
    comment: (row.comment as string | null) ?? null,
    isGenerated: row.is_generated === true,
  }));
}

/** A business table's columns, key and comments: what the restore needs to create it again. */
export async function readDefinition(
  session: SourceSession,
  schema: string,
  table: string,
  columns: CatalogColumn[],
): Promise<TableDefinition> {
  const { rows: keys } = await session.query(
    `SELECT a.attname AS name
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(k.conkey)
      WHERE k.contype = 'p' AND n.nspname = $1 AND c.relname = $2
      ORDER BY array_position(k.conkey, a.attnum)`,
    [schema, table],
  );
  const { rows: comment } = await session.query(
    `SELECT obj_description(c.oid, 'pg_class') AS comment
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relname = $2`,
    [schema, table],
  );
  return {
    columns: columns.filter((column) => !column.isGenerated).map(({ isGenerated: _, ...column }) => column),
    primaryKey: keys.map((row) => String(row.name)),
    comment: (comment[0]?.comment as string | null) ?? null,
  };
}

export interface SequenceState {
  schema: string;
  name: string;
  value: string | null;
  isCalled: boolean;
}

/** Every sequence of the schemas with its position (last_value is null before its first nextval). */
export async function readSequences(session: SourceSession, schemas: string[]): Promise<SequenceState[]> {
  const { rows } = await session.query(
    `SELECT schemaname AS schema, sequencename AS name, last_value::text AS value
       FROM pg_sequences WHERE schemaname = ANY($1::text[]) ORDER BY schemaname, sequencename`,
    [schemas],
  );
  return rows.map((row) => ({
    schema: String(row.schema),
    name: String(row.name),
    value: (row.value as string | null) ?? null,
    isCalled: row.value !== null,
  }));
}
