import {
  type CreateDataSourceBody,
  DATA_SOURCE_TYPES,
  type DataSourceGroup,
  type DataSourceInfo,
  type DataSourceListQuery,
  formatMessage,
  type Language,
  PLATFORM_SOURCE_ID,
  type TestDataSourceBody,
  type UpdateDataSourceBody,
} from '@platform/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { dataInterfaces, dataSources } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { recordKit } from '../../../shared/record-kit/record-kit.ts';
import type { MenuReadAccess } from '../../permission/authority/menu-grants.service.ts';
import { forgetCatalogs } from '../data-model/table-catalog-cache.ts';
import {
  type DataSourceRow,
  findDataSource,
  findDataSourceOptions,
  findDataSourcesPage,
} from './data-source.repository.ts';
import { dataSourceGrants } from './data-source-grants.service.ts';
import { testSourceConnection } from './source-connection-test.ts';
import { checkSourceHost } from './source-host-guard.ts';
import { decryptSourcePassword, encryptSourcePassword } from './source-password.ts';
import { dialectOf, type SourceTarget } from './source-target.ts';

/*
 * 数据连接 (data sources). The password is sealed before it is stored and never answered; an edit
 * without one keeps the stored one. Hosts are checked on save, on test and on every pool opened
 * (link-local never, loopback/private only when allow-listed). A changed or deleted source's pool is
 * closed, so no connection keeps using the old settings.
 */

const dataSourceRecords = recordKit<DataSourceRow, MenuReadAccess>({
  table: dataSources,
  find: findDataSource,
  grants: dataSourceGrants,
  notFound: 'dataSource.notFound',
  unique: {
    column: dataSources.fullName,
    field: 'fullName',
    message: 'dataSource.nameExists',
    param: 'name',
  },
  editable: [
    'dbType',
    'fullName',
    'host',
    'port',
    'userName',
    'serviceName',
    'dbSchema',
    'tableSpace',
    'sortCode',
    'enabledMark',
    'description',
  ],
});

function toInfo(row: DataSourceRow): Required<DataSourceInfo> {
  return {
    id: row.id,
    dbType: row.dbType,
    fullName: row.fullName,
    host: row.host,
    port: row.port,
    userName: row.userName,
    serviceName: row.serviceName,
    dbSchema: row.dbSchema,
    tableSpace: row.tableSpace,
    hasPassword: row.passwordCipher !== null,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
    creatorUser: row.creatorName,
    creatorTime: row.createdAt.getTime(),
    lastModifyTime: row.updatedAt?.getTime() ?? null,
  };
}

const sealed = (ctx: AppContext, password: string | undefined) =>
  password ? encryptSourcePassword(ctx.dataSources.passwordKey(), password) : null;

/** The stored password of a row ('' when it has none). */
function storedPassword(ctx: AppContext, row: Pick<DataSourceRow, 'passwordCipher'>): string {
  return row.passwordCipher === null
    ? ''
    : decryptSourcePassword(ctx.dataSources.passwordKey(), row.passwordCipher);
}

async function targetOf(
  ctx: AppContext,
  fields: Pick<DataSourceRow, 'dbType' | 'host' | 'port' | 'userName' | 'serviceName' | 'dbSchema'>,
  password: string,
): Promise<SourceTarget> {
  return {
    dialect: dialectOf(fields.dbType),
    host: fields.host,
    address: await checkSourceHost(fields.host, ctx.config.dataSourceAllowHosts),
    port: fields.port,
    user: fields.userName,
    password,
    database: fields.serviceName,
    schema: fields.dbSchema,
  };
}

/** The registry's loader: a saved, enabled source's connection, host checked and password unsealed. */
export async function loadSourceTarget(ctx: AppContext, id: string): Promise<SourceTarget> {
  const row = await findDataSource(ctx.db, id);
  if (!row) throw notFound('dataSource.notFound');
  if (row.enabledMark !== 1) throw badRequest('dataSource.disabled', { name: row.fullName });
  return targetOf(ctx, row, storedPassword(ctx, row));
}

export function listDataSources(ctx: AppContext, caller: SessionUser, query: DataSourceListQuery) {
  return dataSourceRecords.page(
    ctx,
    caller,
    query,
    (filter) => findDataSourcesPage(ctx.db, { keyword: query.keyword, dbType: query.dbType, ...filter }),
    (rows) => rows.map(toInfo),
  );
}

export function getDataSource(ctx: AppContext, caller: SessionUser, id: string): Promise<DataSourceInfo> {
  return dataSourceRecords.read(ctx, caller, id, toInfo);
}

export function createDataSource(
  ctx: AppContext,
  caller: SessionUser,
  body: CreateDataSourceBody,
): Promise<string> {
  return dataSourceRecords.create(
    ctx,
    caller,
    body,
    {
      dbType: body.dbType,
      fullName: body.fullName,
      host: body.host,
      port: body.port,
      userName: body.userName,
      passwordCipher: sealed(ctx, body.password),
      serviceName: body.serviceName,
      dbSchema: body.dbSchema ?? null,
      tableSpace: body.tableSpace ?? null,
      sortCode: body.sortCode,
      enabledMark: body.enabledMark,
      description: body.description ?? null,
    },
    { check: async () => void (await checkSourceHost(body.host, ctx.config.dataSourceAllowHosts)) },
  );
}

/**
 * The stored password goes only to the server it was saved for: a changed kind, host, port or user
 * needs the password typed again, so nobody can send it to a server of their own.
 */
function assertSameServer(row: DataSourceRow, body: UpdateDataSourceBody): void {
  if (row.passwordCipher === null) return;
  const moved = (['dbType', 'host', 'port', 'userName'] as const).some(
    (key) => body[key] !== undefined && body[key] !== row[key],
  );
  if (moved) throw badRequest('dataSource.passwordRequired');
}

const refusePlatform = (id: string) => {
  if (id === PLATFORM_SOURCE_ID) throw badRequest('dataSource.platformFixed');
};

export async function updateDataSource(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: UpdateDataSourceBody,
): Promise<void> {
  refusePlatform(id);
  await dataSourceRecords.update(ctx, caller, id, body, {
    check: async (row) => {
      if (!body.password) assertSameServer(row, body);
      if (body.host !== undefined) await checkSourceHost(body.host, ctx.config.dataSourceAllowHosts);
    },
    // An empty password keeps the stored one.
    extra: () => (body.password ? { passwordCipher: sealed(ctx, body.password) } : {}),
  });
  await ctx.dataSources.forget(id);
  forgetCatalogs(ctx);
}

/** A source that data interfaces query stays until they are moved or deleted (up to 5 names shown). */
async function refuseSourceInUse(ctx: AppContext, id: string): Promise<void> {
  const users = await ctx.db
    .select({ fullName: dataInterfaces.fullName })
    .from(dataInterfaces)
    .where(eq(dataInterfaces.dbLinkId, id))
    .limit(5);
  if (users.length > 0)
    throw badRequest('dataSource.inUse', { names: users.map((row) => row.fullName).join('、') });
}

export async function removeDataSource(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  refusePlatform(id);
  await refuseSourceInUse(ctx, id);
  await dataSourceRecords.remove(ctx, caller, id);
  await ctx.dataSources.forget(id);
  forgetCatalogs(ctx);
}

/**
 * 测试连接 with the dialog's fields. Without a password, a saved source's stored password is used
 * (the edit dialog shows it empty); the caller must be able to read that source.
 */
export async function testDataSource(
  ctx: AppContext,
  caller: SessionUser,
  body: TestDataSourceBody,
): Promise<void> {
  let password = body.password ?? '';
  if (password === '' && typeof body.id === 'string' && body.id !== '') {
    const { row } = await dataSourceRecords.require(ctx, caller, body.id);
    assertSameServer(row, body);
    password = storedPassword(ctx, row);
  }
  await testSourceConnection(await targetOf(ctx, { ...body, dbSchema: body.dbSchema ?? null }, password));
}

/** The picker: every kind with its enabled sources; the platform's database leads the PostgreSQL group. */
export async function listDataSourceGroups(
  ctx: AppContext,
  lang: Language,
): Promise<{ list: DataSourceGroup[] }> {
  const options = await findDataSourceOptions(ctx.db);
  const platform = {
    id: PLATFORM_SOURCE_ID,
    fullName: formatMessage('dataSource.platformName', lang),
    dbType: 'PostgreSQL',
  };
  return {
    list: DATA_SOURCE_TYPES.map((type) => ({
      id: type,
      fullName: type,
      children: [...(type === 'PostgreSQL' ? [platform] : []), ...options.filter((o) => o.dbType === type)],
    })),
  };
}
