import { PassThrough, Readable } from 'node:stream';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { type Database, openDatabase } from '../../../src/db/client.ts';
import { writeBackup } from '../../../src/modules/system/data-backup/backup-writer.ts';
import { restoreBackup } from '../../../src/modules/system/data-backup/restore-backup.ts';
import { createPlatformSourceClient } from '../../../src/modules/system/data-source/platform-source.ts';
import { createThrowawayDatabase } from '../../throwaway-database.ts';

/** A migrated, unseeded database of the asked kind (PostgreSQL: a throwaway one), and how to drop it. */
export async function openEmptyDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const throwaway = await createThrowawayDatabase(process.env.TEST_DATABASE_URL ?? '');
  const database = await openDatabase({
    databaseUrl: throwaway.url,
    pgliteDir: 'memory://',
    onIdleConnectionError: () => {},
  });
  return {
    database,
    async drop() {
      await database.close();
      await throwaway.drop();
    },
  };
}

/** A whole backup of the database as gzip'd bytes. */
export async function backupBytes(database: Database): Promise<Buffer> {
  const gzip = createGzip();
  const sink = new PassThrough();
  gzip.pipe(sink);
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => sink.on('end', resolve));
  await writeBackup(
    { client: createPlatformSourceClient(database), kind: database.kind, now: () => new Date() },
    gzip,
    () => {},
  );
  gzip.end();
  await ended;
  return Buffer.concat(chunks);
}

export const restoreBytes = (database: Database, bytes: Buffer) =>
  restoreBackup(createPlatformSourceClient(database), Readable.from([bytes]));

/** The records of a backup without its header (created time and database kind differ between copies). */
export function backupBody(bytes: Buffer): string[] {
  return gunzipSync(bytes).toString('utf8').split('\n').slice(1);
}

/** The backup's lines, gzip'd again after `edit`. */
export function editBackup(bytes: Buffer, edit: (lines: string[]) => string[]): Buffer {
  return gzipSync(Buffer.from(edit(gunzipSync(bytes).toString('utf8').split('\n')).join('\n')));
}

/** The rows of one statement, on either kind of database. */
export async function queryRows(database: Database, text: string): Promise<Record<string, unknown>[]> {
  return (await createPlatformSourceClient(database).transaction((session) => session.query(text))).rows;
}
