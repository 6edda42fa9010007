import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';

/*
 * 数据连接 (data sources): the databases the data modules (models, interfaces, sync) may read and write.
 * The platform's own database is always source "0" (默认数据库); administrators add PostgreSQL and
 * MySQL/MariaDB sources as structured fields only (never a connection string or driver options).
 * The password is write-only: it is never answered, and an empty one on edit keeps the stored one.
 */

/** The database kinds a source may be (the original's dictionary enCodes where they exist). */
export const DATA_SOURCE_TYPES = ['PostgreSQL', 'MySQL', 'MariaDB'] as const;
export type DataSourceType = (typeof DATA_SOURCE_TYPES)[number];

/** The port each kind listens on unless told otherwise. */
export const DATA_SOURCE_DEFAULT_PORTS: Record<DataSourceType, number> = {
  PostgreSQL: 5432,
  MySQL: 3306,
  MariaDB: 3306,
};

/** The id of the platform's own database in every data-source picker. */
export const PLATFORM_SOURCE_ID = '0';

/** A host name or an IP address: letters, digits, dots, dashes and the colons of IPv6; no spaces or paths. */
const host = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9._:-]+$/, 'a host name or an IP address');
/** The original's form sends the port as a number or as digits in a string. */
const port = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,5}$/.test(value.trim()) ? Number(value) : value),
  z.number().int().min(1).max(65535),
);
/** Names of a database, schema or tablespace: no quotes, semicolons or control characters. */
const objectName = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^'"`;\\\s]*$/, 'no quotes, semicolons, backslashes or blanks');
const optionalObjectName = (max: number) => z.preprocess(record.blankToNull, objectName(max).nullish());

/*
 * The original's dialog also sends `id` (0 on create), its Oracle-only fields and, on edit, the record it
 * read (creator and times): accepted and not stored.
 */
const originalEcho = {
  id: z.union([z.string().max(64), z.literal(0)]).optional(),
  oracleExtend: z.boolean().optional(),
  oracleLinkType: z.string().max(20).optional(),
  oracleService: z.string().max(100).optional(),
  oracleRole: z.string().max(20).optional(),
  creatorTime: z.number().nullish(),
  creatorUser: z.string().max(100).nullish(),
  lastModifyTime: z.number().nullish(),
  hasPassword: z.boolean().optional(),
};

const sourceFields = {
  dbType: z.enum(DATA_SOURCE_TYPES),
  fullName: z.string().trim().min(1).max(50),
  host,
  port,
  userName: z.string().trim().min(1).max(100),
  /** Empty on edit: keep the stored password. Never answered. */
  password: z.string().max(200).optional(),
  /** The database to connect to (库名). */
  serviceName: objectName(100).pipe(z.string().min(1)),
  /** PostgreSQL schema (default public); ignored by MySQL, where the database is the schema. */
  dbSchema: optionalObjectName(100),
  tableSpace: optionalObjectName(100),
};

export const createDataSourceBodySchema = z.object({
  ...sourceFields,
  sortCode: record.sortCode.optional(),
  enabledMark: record.flag.optional(),
  description: record.optionalMultilineText(500),
  ...originalEcho,
});
export type CreateDataSourceBody = z.infer<typeof createDataSourceBodySchema>;

/** PUT /DataSource/{id}: only the fields sent change; an empty password keeps the stored one. */
export const updateDataSourceBodySchema = createDataSourceBodySchema.partial();
export type UpdateDataSourceBody = z.infer<typeof updateDataSourceBodySchema>;

/**
 * POST /DataSource/Actions/Test: the dialog's fields. With the id of a saved source and no password,
 * the stored password is used (the dialog shows it empty).
 */
export const testDataSourceBodySchema = createDataSourceBodySchema;
export type TestDataSourceBody = z.infer<typeof testDataSourceBodySchema>;

export const dataSourceCreatedSchema = record.createdId;

const dataSourceFields = z.object({
  id: z.string(),
  dbType: z.string(),
  fullName: z.string(),
  host: z.string(),
  port: z.number().int(),
  userName: z.string(),
  serviceName: z.string(),
  dbSchema: z.string().nullable(),
  tableSpace: z.string().nullable(),
  /** Whether a password is stored (the password itself is never answered). */
  hasPassword: z.boolean(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  description: z.string().nullable(),
  /** The creator's name. */
  creatorUser: z.string().nullable(),
  /** Epoch ms. */
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
});
/** A list row and GET /DataSource/{id}. */
export const dataSourceInfoSchema = record.grantedInfo(dataSourceFields);
export type DataSourceInfo = z.infer<typeof dataSourceInfoSchema>;

/** GET /DataSource: paged; keyword on the name or the host; optional kind. */
export const dataSourceListQuerySchema = z.object({
  ...record.pageFields,
  keyword: record.keyword,
  dbType: z.preprocess(record.blankToUndefined, z.enum(DATA_SOURCE_TYPES).optional()),
});
export type DataSourceListQuery = z.infer<typeof dataSourceListQuerySchema>;
export const dataSourceListSchema = pagedSchema(dataSourceInfoSchema);

/** GET /DataSource/Selector: `type` is accepted for the original client; every kind is answered. */
export const dataSourceSelectorQuerySchema = z.object({
  type: z.preprocess(record.blankToUndefined, z.string().max(50).optional()),
});
export const dataSourceOptionSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  dbType: z.string(),
});
/** One kind and its enabled sources; the platform's database ("0") leads its kind's group. */
export const dataSourceGroupSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  children: z.array(dataSourceOptionSchema),
});
export const dataSourceSelectorSchema = record.listOf(dataSourceGroupSchema);
export type DataSourceGroup = z.infer<typeof dataSourceGroupSchema>;
