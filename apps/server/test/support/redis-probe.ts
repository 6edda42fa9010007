import { Redis } from 'ioredis';

/** The Redis of the tests that need one: TEST_REDIS_URL, else 127.0.0.1:6379. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why Redis cannot be used, or undefined when it answers PING within a short timeout. */
export async function redisUnavailable(url: string): Promise<string | undefined> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return undefined;
  } catch {
    return `no Redis answers at ${url}; start one there or set TEST_REDIS_URL`;
  } finally {
    probe.disconnect();
  }
}
