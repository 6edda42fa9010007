import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Shared column helpers so every table spells ids and audit times the same way. */
export const id = () => text('id').primaryKey();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' });
export const sortCode = () => integer('sort_code').notNull().default(0);
/** 1 enabled, 0 disabled (users also use 2 = locked). */
export const enabledMark = () => integer('enabled_mark').notNull().default(1);
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Who created and who last changed a record (user ids; null for rows the seed or a migration wrote). */
export const createdBy = () => text('created_by');
export const updatedBy = () => text('updated_by');

/** Who created and who last changed a record, and when: spread into a table's columns. */
export const auditColumns = () => ({
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  createdBy: createdBy(),
  updatedBy: updatedBy(),
});
