import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import { expect, openSignedIn, screenshot, test } from './support/fixtures.ts';

/*
 * The chunked upload as a user sees it on the function preview: a 50 MB file on a file widget is
 * paused mid-way, stays put while paused, resumes with the chunks it lacks and is stored whole.
 */

const MB = 1024 * 1024;
const FILE_SIZE = 50 * MB;
/** The web uploader's chunk size: 50 MB is ten chunks. */
const CHUNK_SIZE = 5 * MB;
const TOTAL_CHUNKS = FILE_SIZE / CHUNK_SIZE;
/** Chunks let through before the rest are held, so the pause lands mid-way whatever the machine's speed. */
const CHUNKS_BEFORE_PAUSE = 2;

/** A design with one attachment field that takes files up to 100 MB. */
const DESIGN = {
  confirmButtonText: '提交',
  fields: [
    {
      __config__: { jnpfKey: 'uploadFz', label: '大附件', span: 24, showLabel: true },
      __vModel__: 'bigFiles',
      accept: '.pdf',
      fileSize: 100,
      sizeUnit: 'MB',
      limit: 1,
    },
  ],
};

/** A PDF-looking file (the server decides the type by its first bytes) of random content. */
function writeSourceFile(dir: string): { file: string; md5: string } {
  const file = path.join(dir, '大文件-e2e.pdf');
  const hash = createHash('md5');
  const fd = fs.openSync(file, 'w');
  for (let offset = 0; offset < FILE_SIZE; offset += MB) {
    const block = randomBytes(MB);
    if (offset === 0) Buffer.from('%PDF-1.7\n').copy(block);
    fs.writeSync(fd, block);
    hash.update(block);
  }
  fs.closeSync(fd);
  return { file, md5: hash.digest('hex') };
}

const isChunkPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/file/chunk');
const chunkNumberOf = (request: Request) => Number(new URL(request.url()).searchParams.get('chunkNumber'));

/**
 * Watches the chunk POSTs: lets `allowance` through, holds the others until `release()`; counts what
 * was sent and what has finished.
 */
async function gateChunks(page: Page) {
  const state = {
    allowance: CHUNKS_BEFORE_PAUSE,
    sent: [] as number[],
    finished: 0,
    held: [] as Route[],
    /** The upload's identifier as the uploader sends it (a fingerprint of the file, not its md5). */
    identifier: '',
  };
  await page.route('**/api/file/chunk?*', async (route) => {
    const request = route.request();
    if (!isChunkPost(request)) return route.continue();
    state.sent.push(chunkNumberOf(request));
    state.identifier = new URL(request.url()).searchParams.get('identifier') ?? '';
    if (state.allowance > 0) {
      state.allowance--;
      return route.continue();
    }
    state.held.push(route);
  });
  page.on('requestfinished', (request) => {
    if (isChunkPost(request)) state.finished++;
  });
  return {
    state,
    release() {
      state.allowance = Number.POSITIVE_INFINITY;
      for (const route of state.held.splice(0)) void route.continue();
    },
  };
}

/** The percent the row's progress bar shows. */
async function progressOf(page: Page): Promise<number> {
  const value = await page.getByTestId('upload-row').getByRole('progressbar').getAttribute('aria-valuenow');
  return Number(value);
}

test.describe('分片上传：暂停与继续', () => {
  test('50 MB 文件上传中暂停、进度停住，继续后上传完成，存储的文件大小与 MD5 一致', async ({
    page,
    adminToken,
    api,
  }, testInfo) => {
    test.setTimeout(180_000);
    const sourceDir = testInfo.outputPath('source');
    fs.mkdirSync(sourceDir, { recursive: true });
    const source = writeSourceFile(sourceDir);
    let gate: Awaited<ReturnType<typeof gateChunks>> | undefined;
    const storedChunks = async () => {
      const query = new URLSearchParams({
        chunkNumber: '1',
        chunkSize: String(CHUNK_SIZE),
        currentChunkSize: String(CHUNK_SIZE),
        totalSize: String(FILE_SIZE),
        identifier: gate?.state.identifier ?? '',
        filename: path.basename(source.file),
        relativePath: path.basename(source.file),
        totalChunks: String(TOTAL_CHUNKS),
        fileType: 'application/pdf',
        extension: 'pdf',
      });
      const answer = await api.call<{ chunkNumbers: number[] }>('GET', `/file/chunk?${query}`, {
        token: adminToken,
      });
      return answer.data.chunkNumbers;
    };

    await openSignedIn(page, adminToken, '/previewModel');
    await page.getByLabel('表单设计 JSON').fill(JSON.stringify(DESIGN));
    await page.getByRole('button', { name: /^加\s?载$/ }).click();
    const field = page.getByTestId('form-upload-field');
    await expect(field).toBeVisible();

    gate = await gateChunks(page);
    await field.locator('input[type=file]').setInputFiles(source.file);
    const row = page.getByTestId('upload-row');
    await expect(row).toContainText('上传中', { timeout: 30_000 });
    // The first chunks are stored; the next ones are held on the wire, so the upload is mid-way.
    await expect.poll(() => gate.state.finished, { timeout: 30_000 }).toBe(CHUNKS_BEFORE_PAUSE);
    await expect.poll(() => progressOf(page)).toBeGreaterThan(0);

    await row.getByRole('button', { name: '暂停' }).click();
    await expect(row).toContainText('暂停中');
    // Chunks already on the wire may finish; nothing new starts.
    const sentAtPause = gate.state.sent.length;
    gate.release();
    await expect.poll(() => gate.state.finished).toBe(sentAtPause);
    const pausedAt = await progressOf(page);
    const storedAtPause = await storedChunks();
    expect(storedAtPause).toHaveLength(sentAtPause);
    expect(pausedAt).toBeLessThan(99);
    await screenshot(page, 'upload-paused');
    // Paused for a while: no chunk is sent, the bar and the server's chunks stay where they were.
    await page.waitForTimeout(1500);
    expect(gate.state.sent).toHaveLength(sentAtPause);
    expect(await progressOf(page)).toBe(pausedAt);
    expect(await storedChunks()).toEqual(storedAtPause);

    await row.getByRole('button', { name: '继续' }).click();
    // The finished file leaves the panel and joins the field's value.
    await expect(field.getByRole('link', { name: path.basename(source.file) })).toBeVisible({
      timeout: 60_000,
    });
    await expect(row).toHaveCount(0);
    await expect(field).toContainText('50 MB');
    // Resuming sent only the chunks the server lacked, each once.
    const resent = gate.state.sent.slice(sentAtPause);
    expect(resent.filter((n) => storedAtPause.includes(n))).toEqual([]);
    expect(new Set(gate.state.sent).size).toBe(TOTAL_CHUNKS);
    await screenshot(page, 'upload-resumed-done');

    await page.getByRole('button', { name: /^提\s?交$/ }).click();
    const submitted = JSON.parse(await page.getByTestId('preview-submitted').innerText()) as {
      bigFiles: { fileId: string; name: string; fileSize: number }[];
    };
    expect(submitted.bigFiles).toHaveLength(1);
    const [stored] = submitted.bigFiles;
    expect(stored).toMatchObject({ name: path.basename(source.file), fileSize: FILE_SIZE });
    const download = await page.request.get(`/api/file/Download/annex/${stored.fileId}`, {
      headers: { Authorization: adminToken },
    });
    expect(download.status()).toBe(200);
    const bytes = await download.body();
    expect(bytes.length).toBe(FILE_SIZE);
    expect(createHash('md5').update(bytes).digest('hex')).toBe(source.md5);
    fs.rmSync(sourceDir, { recursive: true, force: true });
  });
});
