import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The QR code a user scans to bind an official account carries a scene string WeChat hands back in the
 * follow (`qrscene_<scene>`) or scan (`<scene>`) event: `b.<user id>.<expiry, base 36 seconds>.<mac>`,
 * the mac an HMAC-SHA256 of the rest under the server's secret key, cut to 16 base64url characters.
 * Nothing is stored for it; a scene past its expiry or with a wrong mac names nobody. WeChat allows
 * 64 characters in a scene string.
 */

const PREFIX = 'b';
const MAC_LENGTH = 16;

function macOf(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(`wechat-bind:${payload}`).digest('base64url').slice(0, MAC_LENGTH);
}

export function createBindScene(key: Buffer, userId: string, expiresAt: Date): string {
  const payload = `${PREFIX}.${userId}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${payload}.${macOf(key, payload)}`;
}

/** The user a scene binds, when its mac holds and it has not expired at `now`. */
export function readBindScene(key: Buffer, scene: string, now: Date): string | undefined {
  const parts = scene.split('.');
  if (parts.length !== 4 || parts[0] !== PREFIX) return undefined;
  const [, userId = '', expiry = '', mac = ''] = parts;
  const expected = Buffer.from(macOf(key, `${PREFIX}.${userId}.${expiry}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const expiresAt = Number.parseInt(expiry, 36) * 1000;
  return Number.isFinite(expiresAt) && expiresAt > now.getTime() ? userId : undefined;
}
