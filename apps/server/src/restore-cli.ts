import fs from 'node:fs';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { BackupFileError, FILES_FORMAT_VERSION } from './modules/system/data-backup/backup-format.ts';
import { restoreBackup } from './modules/system/data-backup/restore-backup.ts';
import { createPlatformSourceClient } from './modules/system/data-source/platform-source.ts';

/*
 * `npm run restore -- <backup file>`: restores a 数据备份 file into the database the server would open
 * (DATABASE_URL, else the embedded one in DATA_DIR) and its files into the file store (FILE_STORE_DIR)
 * with the server stopped. The database is migrated
 * first; a database holding more than a fresh installation's seed is refused, and any refusal or
 * failure leaves it unchanged.
 */

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || !fs.existsSync(file)) {
    process.stderr.write('Usage: npm run restore -- <backup file (.jsonl.gz)>\n');
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    const summary = await restoreBackup(createPlatformSourceClient(database), fs.createReadStream(file), {
      fileStoreDir: config.fileStoreDir,
    });
    process.stdout.write(
      `Restored ${summary.tables} tables, ${summary.rows} rows, ${summary.files} files (${summary.fileBytes} bytes) from a backup of ${summary.header.createdAt} (${summary.header.database}).\n`,
    );
    if (summary.header.formatVersion < FILES_FORMAT_VERSION)
      process.stdout.write(
        'This backup holds the database only: copy the file store (FILE_STORE_DIR) of the old installation too.\n',
      );
    if (summary.missingFiles > 0)
      process.stdout.write(
        `${summary.missingFiles} files named in the database were already missing from the old store when the backup ran.\n`,
      );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const isKnown =
      err instanceof BackupFileError || err instanceof ConfigError || err instanceof DataDirLockedError;
    process.stderr.write(
      `Restore refused, nothing changed: ${err instanceof Error ? err.message : String(err)}\n`,
    );
    if (!isKnown && err instanceof Error && err.stack) process.stderr.write(`${err.stack}\n`);
    process.exit(1);
  },
);
