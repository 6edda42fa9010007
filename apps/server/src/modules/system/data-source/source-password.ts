import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/*
 * Data-source passwords at rest: AES-256-GCM with a random 12-byte nonce per value, stored as
 * `v1:<base64(nonce | tag | ciphertext)>`. The key is DATA_SOURCE_KEY; without it, a random key kept in
 * the data dir's `data-source.key` (created on first use, readable by the owner only).
 */

const VERSION = 'v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const KEY_FILE = 'data-source.key';

export function encryptSourcePassword(key: Buffer, password: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64');
}

/** The password, or throws when the value was sealed under another key or was altered. */
export function decryptSourcePassword(key: Buffer, stored: string): string {
  if (!stored.startsWith(VERSION)) throw new Error('unknown data-source password format');
  const bytes = Buffer.from(stored.slice(VERSION.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

export interface SourceKeyOptions {
  /** DATA_SOURCE_KEY's bytes, when set. */
  configured?: Buffer;
  dataDir: string;
  /** Told once, when the key file is used instead of DATA_SOURCE_KEY. */
  onKeyFile(file: string, isNew: boolean): void;
}

/**
 * The key getter: DATA_SOURCE_KEY, or the key file read (or created) on first use and then kept, so a
 * server that never stores a data-source password never writes the file.
 */
export function sourceKeyring(options: SourceKeyOptions): () => Buffer {
  let key = options.configured;
  return () => {
    if (key) return key;
    const file = path.join(options.dataDir, KEY_FILE);
    let isNew = false;
    if (!fs.existsSync(file)) {
      fs.mkdirSync(options.dataDir, { recursive: true });
      try {
        // 'wx': a second process starting at the same moment keeps the first one's key.
        fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
        isNew = true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
    const text = fs.readFileSync(file, 'utf8').trim();
    if (!/^[0-9a-f]{64}$/i.test(text)) throw new Error(`${file} does not hold a 64-hex-digit key`);
    key = Buffer.from(text, 'hex');
    options.onKeyFile(file, isNew);
    return key;
  };
}
