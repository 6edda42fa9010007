import { PLATFORM_SOURCE_ID } from '@platform/contracts';
import { createMysqlSource } from './mysql-source.ts';
import { createPostgresSource } from './postgres-source.ts';
import type { SourceClient, SourceRegistry } from './source-client.ts';
import type { PooledSource, SourceTarget } from './source-target.ts';

/** The registry the app keeps: sources by id, with their pools closed on edit, delete and app close. */
export interface DataSourceRegistry extends SourceRegistry {
  /** Closes the pool of a source after it changed or was deleted; the next open builds a new one. */
  forget(dbLinkId: string): Promise<void>;
  /** Closes every pool (app close). */
  close(): Promise<void>;
  /** The key data-source passwords are sealed with (DATA_SOURCE_KEY or the data dir's key file). */
  passwordKey(): Buffer;
}

export interface SourceRegistryOptions {
  /** The platform's own database ("0" and empty). */
  platform: SourceClient;
  /** The source's connection, host checked and password decrypted; throws NotFound for an unknown id. */
  load(dbLinkId: string): Promise<SourceTarget>;
  /** An idle pooled connection that broke (logged, the pool replaces it). */
  onIdleError(err: Error): void;
  passwordKey(): Buffer;
}

type OpenSource = SourceClient & PooledSource;

export function createSourceRegistry(options: SourceRegistryOptions): DataSourceRegistry {
  /** One pool per source id; concurrent first opens share the same pending pool. */
  const pools = new Map<string, Promise<OpenSource>>();

  function build(target: SourceTarget): OpenSource {
    return target.dialect === 'postgres'
      ? createPostgresSource(target, options.onIdleError)
      : createMysqlSource(target);
  }

  async function closePool(pending: Promise<OpenSource> | undefined): Promise<void> {
    const source = await pending?.catch(() => undefined);
    await source?.close().catch(() => {});
  }

  return {
    passwordKey: options.passwordKey,
    async open(dbLinkId) {
      if (dbLinkId === '' || dbLinkId === PLATFORM_SOURCE_ID) return options.platform;
      let pending = pools.get(dbLinkId);
      if (!pending) {
        pending = options.load(dbLinkId).then(build);
        pools.set(dbLinkId, pending);
        // A source that failed to load is tried again on the next open.
        pending.catch(() => {
          if (pools.get(dbLinkId) === pending) pools.delete(dbLinkId);
        });
      }
      const { dialect, hasStatementTimeout, readOnly, transaction } = await pending;
      return { dialect, hasStatementTimeout, readOnly, transaction };
    },
    async forget(dbLinkId) {
      const pending = pools.get(dbLinkId);
      pools.delete(dbLinkId);
      await closePool(pending);
    },
    async close() {
      const all = [...pools.values()];
      pools.clear();
      await Promise.all(all.map(closePool));
    },
  };
}
