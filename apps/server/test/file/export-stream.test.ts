import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { files } from '../../src/db/schema/index.ts';
import { saveGeneratedFile } from '../../src/modules/file/file.service.ts';
import { readFirstSheet } from '../../src/shared/excel/excel-read.ts';
import { streamSheet } from '../../src/shared/excel/excel-stream.ts';
import { sheetLimits } from '../../src/shared/excel/workbook-limits.ts';
import { listFiles, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * Exports are streamed into the file store while their rows are produced: the bytes land in a temp
 * file in the store, which becomes the object only once complete; the file's row is written after
 * that. A failure part-way leaves neither a file nor a row.
 */

const t = useTestApp();
const owner = useAdminUser(t);

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const columns = [
  { key: 'account', header: '账号' },
  { key: 'note', header: '说明' },
];
const BATCHES = 20;
const BATCH_ROWS = 300;

/** Batches of rows with incompressible text, so the compressed file grows with every batch. */
function rowsOf(batch: number) {
  return Array.from({ length: BATCH_ROWS }, (_, i) => ({
    account: `u${batch}-${i}`,
    note: createHash('sha256').update(`${batch}/${i}`).digest('hex'),
  }));
}

/** The store's temp files (written, not yet complete) and their sizes. */
function tempFiles(): { name: string; size: number }[] {
  return listFiles(t.fileStoreDir)
    .filter((name) => name.endsWith('.tmp'))
    .map((name) => ({ name, size: fs.statSync(path.join(t.fileStoreDir, name)).size }));
}

/** Waits (bounded) until a temp file in the store holds bytes. */
async function tempFileWithBytes(): Promise<{ name: string; size: number }> {
  return vi.waitFor(
    () => {
      const [temp] = tempFiles().filter((f) => f.size > 0);
      if (!temp) throw new Error('no temp file with bytes in the store');
      return temp;
    },
    { timeout: 10_000, interval: 20 },
  );
}

const rowsOwnedBy = (ownerId: string) => t.ctx.db.select().from(files).where(eq(files.ownerId, ownerId));

describe('generated files stream into the file store', () => {
  it('writes the file while the rows are produced, and its row only once it is complete', async () => {
    const ownerId = owner.id;
    const before = (await rowsOwnedBy(ownerId)).length;
    const seenMidway: { size: number; rows: number }[] = [];
    async function* batches() {
      for (let b = 0; b < BATCHES; b += 1) {
        if (b === BATCHES / 2) {
          const temp = await tempFileWithBytes();
          seenMidway.push({ size: temp.size, rows: (await rowsOwnedBy(ownerId)).length });
        }
        yield rowsOf(b);
      }
    }
    const exported = await saveGeneratedFile(t.ctx, {
      ownerId,
      name: '流式导出.xlsx',
      content: streamSheet('流式导出', columns, batches()),
      mimeType: XLSX_MIME,
    });

    expect(seenMidway).toHaveLength(1);
    expect(seenMidway[0]?.size).toBeGreaterThan(0);
    expect(seenMidway[0]?.rows).toBe(before);
    expect(tempFiles()).toEqual([]);

    const id = exported.url.split('/').pop() ?? '';
    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({
      ownerId,
      category: 'export',
      mimeType: XLSX_MIME,
      originalName: '流式导出.xlsx',
    });
    const stored = fs.readFileSync(path.join(t.fileStoreDir, ...(row?.storageKey ?? '').split('/')));
    expect(row?.size).toBe(stored.length);
    expect(row?.sha256).toBe(createHash('sha256').update(stored).digest('hex'));

    const res = await t.call({ method: 'GET', url: exported.url, token: owner.token });
    expect(res.status).toBe(200);
    expect(res.raw.rawPayload.equals(stored)).toBe(true);
    const sheet = await readFirstSheet(stored, sheetLimits(BATCHES * BATCH_ROWS));
    expect(sheet.headers).toEqual(['账号', '说明']);
    expect(sheet.rows).toHaveLength(BATCHES * BATCH_ROWS);
    expect(sheet.rows.at(-1)).toEqual({
      账号: `u${BATCHES - 1}-${BATCH_ROWS - 1}`,
      说明: rowsOf(BATCHES - 1).at(-1)?.note,
    });
  });

  it('leaves no file and no row when producing the rows fails part-way', async () => {
    const ownerId = `failing-export-${Date.now()}`;
    const before = listFiles(t.fileStoreDir);
    let wroteBytes = 0;
    async function* batches() {
      for (let b = 0; b < BATCHES; b += 1) {
        if (b === BATCHES / 2) {
          wroteBytes = (await tempFileWithBytes()).size;
          throw new Error('database went away');
        }
        yield rowsOf(b);
      }
    }
    await expect(
      saveGeneratedFile(t.ctx, {
        ownerId,
        name: '失败的导出.xlsx',
        content: streamSheet('失败的导出', columns, batches()),
        mimeType: XLSX_MIME,
      }),
    ).rejects.toThrow('database went away');

    expect(wroteBytes).toBeGreaterThan(0);
    expect(listFiles(t.fileStoreDir)).toEqual(before);
    expect(await rowsOwnedBy(ownerId)).toEqual([]);
  });
});
