import type { SignImage, UploadedFile } from '@platform/contracts';
import { useSession } from '../../../platform/stores/session-store.ts';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import type { StubCall } from '../../../testing/fetch-stub.ts';

/* Test-only helpers for the profile tabs. */

export const USER_BASE = '/api/permission/Users/Current';

/** A signed-in, loaded session, as the shell has it when the profile page opens. */
export function signInForProfile(): void {
  useSession.setState({ token: 'Bearer t', status: 'ready', current: currentUserFixture(), isLocked: false });
}

export const uploaded = (id: string, type = 'signature'): UploadedFile => ({
  id,
  name: `${id}.png`,
  url: `/api/file/Image/${type}/${id}`,
  fileSize: 68,
  fileExtension: 'png',
  mimeType: 'image/png',
});

export const signImage = (id: string, fileId: string, isDefault: 0 | 1): SignImage => ({
  id,
  fileId,
  signImg: `/api/file/Image/signature/${fileId}`,
  isDefault,
  creatorTime: 1_767_225_600_000,
});

export const pngFile = (name = 'sign.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** The calls of one method and path, in order; `body` parsed from JSON when present. */
export function sent(calls: StubCall[], method: string, path: string): unknown[] {
  return calls
    .filter((c) => c.method === method && c.path === path)
    .map((c) => (c.body === undefined ? undefined : JSON.parse(c.body)));
}

/** "METHOD path" of every call except reads of images, in order. */
export const callLog = (calls: StubCall[]) =>
  calls.filter((c) => !c.path.startsWith('/api/file/Image/')).map((c) => `${c.method} ${c.path}`);
