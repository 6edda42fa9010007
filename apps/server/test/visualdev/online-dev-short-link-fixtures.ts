import { expect } from 'vitest';
import { md5Hex } from '../../src/shared/password-hash.ts';
import type { TestApp } from '../build-test-app.ts';
import type { TestUser } from '../support/profile-fixtures.ts';

type Method = 'GET' | 'POST' | 'PUT';
type Json = Record<string, unknown>;

/** A call under /api/visualdev/ShortLink, with the user's token or none (the public page). */
export const linkCall = (t: TestApp, method: Method, url: string, payload?: unknown, user?: TestUser) =>
  t.call({
    method,
    url: `/api/visualdev/ShortLink${url}`,
    ...(user ? { token: user.token } : {}),
    ...(payload ? { payload } : {}),
  });

/** The `encryption` of a link address the settings answer. */
export const tokenOf = (address: string) => new URL(address, 'http://x').searchParams.get('encryption') ?? '';

/** A column of the designer's dialog (the field with the dialog's extra keys). */
export const linkColumn = (name: string, jnpfKey: string) => ({
  __vModel__: name,
  prop: name,
  label: name,
  __config__: { jnpfKey, label: name },
});

/** Saves the design's settings as the designer's dialog does (read, change, send back); answers the read. */
export async function saveLink(t: TestApp, admin: TestUser, designId: string, changes: Json) {
  const read = await linkCall(t, 'GET', `/${designId}`, undefined, admin);
  expect(read.body.code, read.body.msg).toBe(200);
  const res = await linkCall(t, 'PUT', '', { ...read.body.data, ...changes }, admin);
  expect(res.body.code, res.body.msg).toBe(200);
  const after = await linkCall(t, 'GET', `/${designId}`, undefined, admin);
  return {
    info: after.body.data as Json,
    form: tokenOf(after.body.data.formLink),
    list: tokenOf(after.body.data.columnLink),
  };
}

/** The password check the public page makes (md5 of the typed password); answers the envelope. */
export const checkPassword = (t: TestApp, id: string, type: 0 | 1, password: string, encryption: string) =>
  linkCall(t, 'POST', '/checkPwd', { id, type, password: md5Hex(password), encryption });
