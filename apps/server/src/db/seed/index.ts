import { DEFAULT_SYS_CONFIG, SystemCode } from '@platform/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { generatePassword, hashPassword, md5Hex } from '../../shared/password-hash.ts';
import { cacheVersions, sysConfig, users } from '../schema/index.ts';
import { applyPlatformReferenceData } from './platform-reference.ts';
import { seedAreas } from './seed-areas.ts';
import { type SeedSteps, seedDemoForm } from './seed-demo-form.ts';
import { seedDemoInterfaces } from './seed-demo-interfaces.ts';
import { seedDictionaries } from './seed-dictionaries.ts';
import { seedGrants } from './seed-grants.ts';
import { seedMenus } from './seed-menus.ts';
import { seedMessages } from './seed-messages.ts';
import { seedOrganization } from './seed-organization.ts';
import { seedSchemes } from './seed-schemes.ts';
import { seedTranslations } from './seed-translations.ts';

export interface SeedResult {
  /** Set only on the first start when ADMIN_INITIAL_PASSWORD was not given; printed once, stored nowhere. */
  generatedAdminPassword?: string;
  isFirstStart: boolean;
}

/** Any constant: serialises concurrent first starts of several processes on one PostgreSQL. */
const SEED_LOCK_KEY = 702_001;

/**
 * What every start writes: the first-start seed, then the platform reference rows this version adds
 * to a database made by an earlier one (platform-reference.ts).
 */
export async function seedDatabase(ctx: AppContext, steps: SeedSteps): Promise<SeedResult> {
  const result = await seedFirstStart(ctx, steps);
  const added = await applyPlatformReferenceData(ctx.db);
  if (added.length > 0) {
    ctx.log.info(
      { count: added.length, keys: added.slice(0, 50) },
      'platform reference data: added new rows',
    );
  }
  return result;
}

/**
 * First-start seed: idempotent, in one transaction. The first start is detected by the absence of the
 * `admin` account; a later start (or a second process racing this one) changes nothing.
 */
async function seedFirstStart(ctx: AppContext, steps: SeedSteps): Promise<SeedResult> {
  // Reference data, not demo data: filled whenever the table is empty, on any start.
  await seedAreas(ctx.db);
  await seedDictionaries(ctx.db);
  const existing = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, 'admin'))
    .limit(1);
  if (existing.length > 0) {
    await seedTranslations(ctx.db);
    return { isFirstStart: false };
  }

  const configured = ctx.config.adminInitialPassword;
  const plainPassword = configured ?? generatePassword();
  const adminPasswordHash = await hashPassword(md5Hex(plainPassword));
  const now = ctx.now();

  const isSeeded = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const again = await tx.select({ id: users.id }).from(users).where(eq(users.account, 'admin')).limit(1);
    if (again.length > 0) return false;

    await tx
      .insert(sysConfig)
      .values(Object.entries(DEFAULT_SYS_CONFIG).map(([key, value]) => ({ key, value, updatedAt: now })))
      .onConflictDoNothing();
    const menus = await seedMenus(tx);
    const mainSystemId = menus.systems.get(SystemCode.main)!;
    const org = await seedOrganization(tx, { adminPasswordHash, mainSystemId });
    await seedDemoForm(tx, menus, { now, userId: org.adminId }, steps);
    await seedGrants(tx, menus, org);
    await seedSchemes(tx, menus, org);
    await seedMessages(tx, { senderId: org.adminId, receiverIds: [org.adminId], now });
    await seedDemoInterfaces(tx);
    await seedTranslations(tx);
    await tx.insert(cacheVersions).values({ name: 'permission', version: 1 }).onConflictDoNothing();
    return true;
  });

  if (!isSeeded) {
    await seedTranslations(ctx.db);
    return { isFirstStart: false };
  }
  ctx.log.info({ generated: !configured }, 'first start: seeded the administrator, demo data and menus');
  return { isFirstStart: true, generatedAdminPassword: configured ? undefined : plainPassword };
}
