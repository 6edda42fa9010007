import fs from 'node:fs';
import path from 'node:path';
import { users } from '../../src/db/schema/index.ts';
import { createSession } from '../../src/modules/oauth/session.service.ts';
import { newId } from '../../src/shared/ids.ts';
import type { TestApp } from '../build-test-app.ts';
import { useFixtures } from './test-app.ts';

/*
 * Fixtures for the profile, file and message suites: each test creates the rows it needs and signs in
 * through createSession, so these suites do not depend on the login endpoint or on seeded data.
 */

let sequence = 0;
/** Unique per process: seeded rows and other tests never collide on account or enCode. */
export function uniqueCode(prefix: string): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${sequence}`;
}

export interface TestUser {
  id: string;
  account: string;
  /** `Bearer <token>`, ready for t.call({ token }). */
  token: string;
}

export async function createUser(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const account = overrides.account ?? uniqueCode('u');
  const id = overrides.id ?? newId();
  await t.ctx.db.insert(users).values({
    id,
    account,
    realName: `用户${account}`,
    passwordHash: 'not-a-real-hash',
    // Past the initial password, so the guard lets the user reach every own-data route.
    changePasswordDate: new Date(),
    ...overrides,
  });
  const { token } = await createSession(t.ctx, { userId: id, loginType: 'password', timeoutMinutes: 60 });
  return { id, account, token: `Bearer ${token}` };
}

/** An administrator, made once before the file's tests. */
export function useAdminUser(t: TestApp): TestUser {
  return useFixtures(() => createUser(t, { isAdministrator: true }));
}

/** Two plain users, alice and bob, made once before the file's tests. */
export function useTwoUsers(t: TestApp): { alice: TestUser; bob: TestUser } {
  return useFixtures(async () => ({ alice: await createUser(t), bob: await createUser(t) }));
}

/** A 1x1 transparent PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A hand-built multipart/form-data body with one file part. */
export function multipart(
  fileName: string,
  data: Buffer,
  contentType = 'image/png',
  fieldName = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----platformtest${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads through the real endpoint and returns the envelope's data (throws on failure). */
export async function upload(
  t: TestApp,
  user: TestUser,
  type: 'userAvatar' | 'signature' | 'annex',
  fileName = 'a.png',
  data: Buffer = PNG_BYTES,
): Promise<{ id: string; name: string; url: string; fileSize: number; mimeType: string }> {
  const res = await t.call({
    method: 'POST',
    url: `/api/file/Uploader/${type}`,
    token: user.token,
    ...multipart(fileName, data),
  });
  if (res.body.code !== 200) throw new Error(`upload failed: ${res.body.msg}`);
  return res.body.data;
}

/** Every file under a directory, relative to it. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((p) => fs.statSync(path.join(dir, p)).isFile())
    .map((p) => p.split(path.sep).join('/'));
}
