import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, createdBy, enabledMark, id, sortCode, ts, updatedAt, updatedBy } from './columns.ts';
import { dataInterfaces } from './data-interface.ts';
import { users } from './permission.ts';

/**
 * 接口认证: one outside caller. The secret is kept sealed with the data-source key (the signature check
 * needs it back); calls run as the bound user; a null useful_life never expires; white_list is an
 * IP allowlist (addresses and IPv4 CIDR ranges), empty for any address.
 */
export const interfaceOauths = pgTable(
  'interface_oauths',
  {
    id: id(),
    appId: text('app_id').notNull(),
    appName: text('app_name').notNull(),
    secretCipher: text('secret_cipher').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    usefulLife: ts('useful_life'),
    whiteList: text('white_list'),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [
    uniqueIndex('interface_oauths_app_id').on(t.appId),
    uniqueIndex('interface_oauths_app_name').on(t.appName),
    index('interface_oauths_sort').on(t.sortCode, t.createdAt),
  ],
);

/** The interfaces an outside caller may call. */
export const interfaceOauthGrants = pgTable(
  'interface_oauth_grants',
  {
    oauthId: text('oauth_id')
      .notNull()
      .references(() => interfaceOauths.id, { onDelete: 'cascade' }),
    interfaceId: text('interface_id')
      .notNull()
      .references(() => dataInterfaces.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.oauthId, t.interfaceId] })],
);

/** Nonces seen inside the timestamp window: a second use of one is a replay. */
export const interfaceOauthNonces = pgTable(
  'interface_oauth_nonces',
  {
    appId: text('app_id').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.nonce] }),
    index('interface_oauth_nonces_expiry').on(t.expiresAt),
  ],
);

/** One outside call of an app (refused ones too): when, which interface, from where, how long, result. */
export const interfaceOauthLogs = pgTable(
  'interface_oauth_logs',
  {
    id: id(),
    oauthId: text('oauth_id')
      .notNull()
      .references(() => interfaceOauths.id, { onDelete: 'cascade' }),
    interfaceId: text('interface_id').notNull(),
    invokTime: ts('invok_time').notNull(),
    userId: text('user_id'),
    invokIp: text('invok_ip'),
    invokDevice: text('invok_device'),
    invokType: text('invok_type').notNull(),
    invokWasteTime: integer('invok_waste_time').notNull(),
    isOk: integer('is_ok').notNull(),
    errorText: text('error_text'),
  },
  (t) => [index('interface_oauth_logs_oauth_time').on(t.oauthId, t.invokTime)],
);
