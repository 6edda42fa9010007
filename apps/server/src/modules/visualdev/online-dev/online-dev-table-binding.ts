import { PLATFORM_SOURCE_ID, visualDevTablesSchema } from '@platform/contracts';
import type { FieldEntry, FormModel } from '@platform/form-engine';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { listDataModelFields } from '../../system/data-model/data-model.service.ts';
import { withModelSession } from '../../system/data-model/model-session.ts';
import { cachedCatalog } from '../../system/data-model/table-catalog-cache.ts';
import { getSysConfig } from '../../system/sys-config/sys-config.service.ts';
import { SECONDARY_BINDING } from '../base/visual-dev-design-check.ts';
import type { VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import type { TableDialect } from './online-dev-table-dialect.ts';
import { platformHome, sourceHome, type TableHome } from './online-dev-table-home.ts';

/*
 * Where the records of a design bound to tables live: the main table's row and, per sub-table widget,
 * the rows of its table (`__config__.tableName`) whose link column (`tableField`) holds the main row's
 * `relationField`. Every table and column name comes from the released design and is kept only when
 * the table's real columns (read from the catalogue, kept a few seconds: table-catalog-cache.ts) hold it, by its real spelling
 * (names compare case-insensitively, as the design check does). A main-form field bound as
 * `jnpf_{table}_jnpf_{column}` keeps its value in that secondary table's one row whose link column
 * (`tableField`) holds the main row's `relationField` (online-dev-table-secondary.ts).
 */

/** Audit columns filled by the server when the table has them (and no field is bound to them). */
const CREATED_BY = ['creator_user_id', 'f_creatoruserid'];
const CREATED_AT = ['creator_time', 'f_creatortime'];
const UPDATED_BY = ['last_modify_user_id', 'f_lastmodifyuserid'];
const UPDATED_AT = ['last_modify_time', 'f_lastmodifytime'];

export interface BoundColumn {
  /** The real column name. */
  column: string;
  /** The column's model type (`varchar`, `int`, `datetime`…). */
  type: string;
  entry: FieldEntry;
}

export interface BoundTable {
  /** The schema the table is in (the home's), and what its database says differently. */
  schema: string;
  dialect: TableDialect;
  table: string;
  /** The primary key column, its model type, and whether the database fills it. */
  key: string;
  keyType: string;
  isKeyGenerated: boolean;
  /** Columns by record key (the field's `__vModel__`). */
  fields: Map<string, BoundColumn>;
  audit: { createdBy?: string; createdAt?: string; updatedBy?: string; updatedAt?: string };
  /** The platform's time zone (sys config): a `date` column holds the calendar day there. */
  timeZone: string;
}

export interface BoundSubTable extends BoundTable {
  /** The sub-table widget's record key. */
  name: string;
  /** The sub-table's column that holds the main row's `relation` column. */
  link: string;
  relation: string;
}

/** A secondary table: its fields are keyed by their `jnpf_{table}_jnpf_{column}` record keys. */
export interface BoundSecondary extends BoundTable {
  /** The secondary table's column that holds the main row's `relation` column. */
  link: string;
  relation: string;
}

export interface TableBinding {
  /** Where the tables live: the platform database or another PostgreSQL or MySQL/MariaDB connection. */
  home: TableHome;
  main: BoundTable;
  subs: BoundSubTable[];
  secondaries: BoundSecondary[];
}

interface CatalogColumn {
  name: string;
  type: string;
  isKey: boolean;
  isGenerated: boolean;
}

/** The table's columns by lower-cased name, as the catalogue said within the last few seconds (read-only). */
function catalogOf(
  ctx: AppContext,
  linkId: string,
  schema: string,
  table: string,
): Promise<ReadonlyMap<string, CatalogColumn>> {
  return cachedCatalog(ctx, { linkId, schema, table }, async () => {
    const { list } = await listDataModelFields(ctx, linkId, table, undefined);
    return new Map(
      list.map((c) => [
        c.field.toLowerCase(),
        { name: c.field, type: c.dataType, isKey: c.primaryKey === 1, isGenerated: c.identity === 1 },
      ]),
    );
  });
}

const broken = (table: string) => badRequest('onlineDev.tableBindingInvalid', { table });

function realColumn(catalog: ReadonlyMap<string, CatalogColumn>, table: string, name: string): CatalogColumn {
  const column = catalog.get(name.toLowerCase());
  if (!column) throw broken(`${table}.${name}`);
  return column;
}

const present = (catalog: ReadonlyMap<string, CatalogColumn>, names: string[], bound: Set<string>) =>
  names.map((name) => catalog.get(name)?.name).find((name) => name !== undefined && !bound.has(name));

function boundTable(
  { schema, timeZone, dialect }: { schema: string; timeZone: string; dialect: TableDialect },
  table: string,
  catalog: ReadonlyMap<string, CatalogColumn>,
  entries: FieldEntry[],
  columnOf = (name: string) => name,
): BoundTable {
  const keys = [...catalog.values()].filter((c) => c.isKey);
  const [key] = keys;
  if (!key || keys.length !== 1) throw broken(table);
  const fields = new Map<string, BoundColumn>();
  for (const entry of entries) {
    if (entry.kind === 'subTable' || entry.kind === 'display' || entry.kind === 'layout') continue;
    const column = realColumn(catalog, table, columnOf(entry.name));
    fields.set(entry.name, { column: column.name, type: column.type, entry });
  }
  const used = new Set([...fields.values()].map((f) => f.column));
  return {
    schema,
    dialect,
    timeZone,
    table,
    key: key.name,
    keyType: key.type,
    isKeyGenerated: key.isGenerated,
    fields,
    audit: {
      createdBy: present(catalog, CREATED_BY, used),
      createdAt: present(catalog, CREATED_AT, used),
      updatedBy: present(catalog, UPDATED_BY, used),
      updatedAt: present(catalog, UPDATED_AT, used),
    },
  };
}

/** The released `tables` entries; none when the text is not their JSON (the main table is then missing). */
function parsedTables(text: string) {
  try {
    const parsed = visualDevTablesSchema.safeParse(JSON.parse(text || '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const isPlatformLink = (linkId: string) => linkId === '' || linkId === PLATFORM_SOURCE_ID;

/**
 * Where the design's tables live: the platform database, another PostgreSQL connection in its schema, or
 * a MySQL/MariaDB connection in its database.
 */
async function homeOf(ctx: AppContext, linkId: string): Promise<TableHome> {
  if (isPlatformLink(linkId)) return platformHome;
  const client = await ctx.dataSources.open(linkId);
  const schema = await withModelSession(ctx, linkId, async (model) => {
    if (client.dialect === 'postgres') return model.schema;
    const { rows } = await model.session.query('SELECT DATABASE() AS db');
    return typeof rows[0]?.db === 'string' ? rows[0].db : null;
  });
  if (!schema) throw badRequest('onlineDev.tablesLater');
  return sourceHome(client, schema);
}

/**
 * The design's tables and columns, checked against the catalogue of the connection they live on; a list
 * reads no sub-table rows, so `withSubTables` false leaves the sub-tables out (and unread); the secondary
 * tables it shows are always bound.
 */
export async function readTableBinding(
  ctx: AppContext,
  release: VisualDesignReleaseRow,
  model: FormModel,
  withSubTables = true,
): Promise<TableBinding> {
  const linkId = release.dbLinkId;
  const home = await homeOf(ctx, linkId);
  const place = { schema: home.schema, dialect: home.dialect, timeZone: (await getSysConfig(ctx)).timeZone };
  const tables = parsedTables(release.tables);
  const mainEntry = tables.find((t) => t.typeId === '1');
  if (!mainEntry) throw broken('tables');
  const mainCatalog = await catalogOf(ctx, linkId, place.schema, mainEntry.table);
  const isSecondary = (entry: FieldEntry) => entry.kind !== 'subTable' && SECONDARY_BINDING.test(entry.name);
  const main = boundTable(
    place,
    mainEntry.table,
    mainCatalog,
    model.fields.filter((entry) => !isSecondary(entry)),
  );
  const byTable = new Map<string, FieldEntry[]>();
  for (const entry of model.fields.filter(isSecondary)) {
    const table = SECONDARY_BINDING.exec(entry.name)?.[1] ?? '';
    byTable.set(table, [...(byTable.get(table) ?? []), entry]);
  }
  const secondaries: BoundSecondary[] = [];
  for (const [table, entries] of byTable) {
    const link = tables.find((t) => t.typeId === '0' && t.table === table);
    if (!link) throw broken(table);
    const catalog = await catalogOf(ctx, linkId, place.schema, table);
    const columnOf = (name: string) => SECONDARY_BINDING.exec(name)?.[2] ?? name;
    secondaries.push({
      ...boundTable(place, table, catalog, entries, columnOf),
      link: realColumn(catalog, table, link.tableField ?? '').name,
      relation: realColumn(mainCatalog, mainEntry.table, link.relationField ?? '').name,
    });
  }
  const subs: BoundSubTable[] = [];
  if (!withSubTables) return { home, main, subs, secondaries };
  for (const entry of model.fields) {
    if (entry.kind !== 'subTable') continue;
    const tableName = String(entry.field.__config__.tableName ?? '');
    const link = tables.find((t) => t.typeId === '0' && t.table === tableName);
    if (!link) throw broken(tableName || entry.name);
    const catalog = await catalogOf(ctx, linkId, place.schema, link.table);
    subs.push({
      ...boundTable(place, link.table, catalog, model.columns.get(entry.name) ?? []),
      name: entry.name,
      link: realColumn(catalog, link.table, link.tableField ?? '').name,
      relation: realColumn(mainCatalog, mainEntry.table, link.relationField ?? '').name,
    });
  }
  return { home, main, subs, secondaries };
}
