import { AREA_ROOT_ID } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { type Division, readDivisions } from '../../shared/divisions.ts';
import type { Db } from '../client.ts';
import { areas } from '../schema/index.ts';

/*
 * The administrative areas: the GB/T 2260 divisions (shared/divisions.ts) as the area tree. Ids and codes
 * are the six-digit division codes; municipalities (北京, 上海, …) hold their districts directly.
 */

/** One row of `areas` as the seed writes it. */
export interface AreaSeedRow {
  id: string;
  parentId: string;
  fullName: string;
  type: string;
}

/** Any constant: serialises the area seed of several processes starting on one PostgreSQL. */
const AREA_SEED_LOCK_KEY = 702_002;

/** The tree as rows, parents before children; `type` is the level ('1' province, '2' city, …). */
export function areaRows(divisions: readonly Division[], parentId = AREA_ROOT_ID, level = 1): AreaSeedRow[] {
  return divisions.flatMap((division) => [
    { id: division.c, parentId, fullName: division.n, type: String(level) },
    ...areaRows(division.d ?? [], division.c, level + 1),
  ]);
}

async function isEmpty(db: Db): Promise<boolean> {
  const found = await db.select({ id: areas.id }).from(areas).limit(1);
  return found.length === 0;
}

/**
 * Fills the area tree when it is empty (a fresh database, or one migrated from before the table
 * existed); an area table with any row is the administrators' and is left alone. The rows go in one
 * statement, as one JSON parameter expanded by the database. Returns the number of rows written.
 */
export async function seedAreas(db: Db): Promise<number> {
  if (!(await isEmpty(db))) return 0;
  const rows = areaRows(await readDivisions());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AREA_SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return 0;
    await tx.execute(sql`
      insert into ${areas} (id, parent_id, en_code, full_name, type)
      select r.id, r."parentId", r.id, r."fullName", r.type
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(id text, "parentId" text, "fullName" text, type text)
      on conflict do nothing`);
    return rows.length;
  });
}
