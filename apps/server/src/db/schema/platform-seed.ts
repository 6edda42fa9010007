import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The platform reference rows (menus and their resources, platform dictionaries, system settings)
 * each start has delivered once, by a stable key such as `menu:system.dataInterface`. A key here whose
 * row is gone was removed by an administrator, so the start-up step does not bring it back.
 */
export const platformSeedKeys = pgTable('platform_seed_keys', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});
