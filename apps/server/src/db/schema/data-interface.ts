import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, createdBy, enabledMark, id, sortCode, ts, updatedAt, updatedBy } from './columns.ts';

/**
 * 数据接口: dataType 1 SQL (over dbLinkId, "0" the platform database), 2 static JSON, 3 HTTP.
 * requestHeaders, requestParameters and propertyJson hold JSON text as the original's wire carries it
 * (checked on write); dataProcessing holds a declarative field mapping as JSON text, never a script.
 */
export const dataInterfaces = pgTable(
  'data_interfaces',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    /** An entry of the DataInterfaceType dictionary. */
    categoryId: text('category_id').notNull(),
    dataType: integer('data_type').notNull(),
    dbLinkId: text('db_link_id'),
    requestMethod: text('request_method'),
    responseType: text('response_type'),
    query: text('query'),
    path: text('path'),
    requestHeaders: text('request_headers'),
    requestParameters: text('request_parameters'),
    propertyJson: text('property_json'),
    checkType: integer('check_type').notNull().default(0),
    dataProcessing: text('data_processing'),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    uniqueIndex('data_interfaces_en_code').on(t.enCode),
    index('data_interfaces_category_sort').on(t.categoryId, t.sortCode),
    index('data_interfaces_sort').on(t.sortCode, t.createdAt),
  ],
);

/** 接口变量: `{@fullName}` in the interface's SQL is bound to `value`. */
export const dataInterfaceVariates = pgTable(
  'data_interface_variates',
  {
    id: id(),
    interfaceId: text('interface_id')
      .notNull()
      .references(() => dataInterfaces.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    value: text('value'),
    expression: text('expression'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [uniqueIndex('data_interface_variates_name').on(t.interfaceId, t.fullName)],
);

/** One call of an interface: when, who, from where, how long (ms), and whether it answered. */
export const dataInterfaceLogs = pgTable(
  'data_interface_logs',
  {
    id: id(),
    interfaceId: text('interface_id')
      .notNull()
      .references(() => dataInterfaces.id, { onDelete: 'cascade' }),
    invokTime: ts('invok_time').notNull(),
    userId: text('user_id'),
    invokIp: text('invok_ip'),
    invokDevice: text('invok_device'),
    invokType: text('invok_type').notNull(),
    invokWasteTime: integer('invok_waste_time').notNull(),
    isOk: integer('is_ok').notNull(),
    errorText: text('error_text'),
  },
  (t) => [index('data_interface_logs_interface_time').on(t.interfaceId, t.invokTime)],
);
