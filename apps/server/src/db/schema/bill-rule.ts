import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, createdBy, enabledMark, id, sortCode, updatedAt, updatedBy } from './columns.ts';

/**
 * 单据规则: document-number rules. A number is prefix + date part + serial; `thisNumber` counts the
 * numbers issued since `numberDate` (the date part of the last one) changed, minus one; `outputNumber`
 * is the last number issued. Issuing updates these three in one statement (see the repository).
 */
export const billRules = pgTable(
  'bill_rules',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    /** The business category as the client picked it (an entry of the businessType dictionary). */
    category: text('category').notNull(),
    prefix: text('prefix').notNull(),
    dateFormat: text('date_format').notNull(),
    digit: integer('digit').notNull(),
    startNumber: text('start_number').notNull(),
    example: text('example').notNull(),
    thisNumber: integer('this_number'),
    numberDate: text('number_date'),
    outputNumber: text('output_number'),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    uniqueIndex('bill_rules_en_code').on(t.enCode),
    uniqueIndex('bill_rules_full_name').on(t.fullName),
    index('bill_rules_category_sort').on(t.category, t.sortCode),
    index('bill_rules_sort').on(t.sortCode, t.createdAt),
  ],
);
