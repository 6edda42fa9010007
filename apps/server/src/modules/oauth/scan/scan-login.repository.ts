import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { scanTickets } from '../../../db/schema/index.ts';

export type ScanTicketRow = typeof scanTickets.$inferSelect;

export async function insertScanTicket(db: Db, row: typeof scanTickets.$inferInsert): Promise<void> {
  await db.insert(scanTickets).values(row);
}

export async function findScanTicket(db: Db, id: string): Promise<ScanTicketRow | undefined> {
  const rows = await db.select().from(scanTickets).where(eq(scanTickets.id, id)).limit(1);
  return rows[0];
}

/**
 * Moves a ticket from one of `from` to `to` in one statement, so two devices (or two polls) racing on
 * one ticket cannot both win. Returns the updated row, or undefined when the ticket was not in `from`.
 */
export async function moveScanTicket(
  db: Db,
  id: string,
  from: string[],
  patch: Partial<Pick<ScanTicketRow, 'status' | 'userId' | 'confirmedAt'>>,
): Promise<ScanTicketRow | undefined> {
  const rows = await db
    .update(scanTickets)
    .set(patch)
    .where(and(eq(scanTickets.id, id), inArray(scanTickets.status, from)))
    .returning();
  return rows[0];
}
