import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, createdBy, enabledMark, id, sortCode, updatedAt, updatedBy } from './columns.ts';

/**
 * 数据连接: external databases (PostgreSQL, MySQL/MariaDB) the data modules may use. The password is
 * stored only encrypted (AES-256-GCM, key from DATA_SOURCE_KEY); null when the source has none.
 */
export const dataSources = pgTable(
  'data_sources',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    /** PostgreSQL, MySQL or MariaDB. */
    dbType: text('db_type').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    userName: text('user_name').notNull(),
    passwordCipher: text('password_cipher'),
    /** The database to connect to (库名). */
    serviceName: text('service_name').notNull(),
    dbSchema: text('db_schema'),
    tableSpace: text('table_space'),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    uniqueIndex('data_sources_full_name').on(t.fullName),
    index('data_sources_order').on(t.sortCode, t.createdAt),
  ],
);
