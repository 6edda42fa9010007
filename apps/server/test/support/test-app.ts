import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { resetConfig } from '../oauth/oauth-helpers.ts';

/*
 * The app and the fixtures of a test file, set up once for its tests. Both objects are filled in by
 * beforeAll hooks, so read them inside tests and hooks, never at the top of the file. Hooks run in
 * the order they are registered, so fixtures (and a file's own beforeAll) see the app built.
 */

/**
 * The file's app: built before its tests and closed after them (after the file's own afterAll
 * hooks). With `resetConfigAfterEach` the system config goes back to the defaults after every test.
 */
export function useTestApp(
  options: { overrides?: Partial<AppConfig>; resetConfigAfterEach?: boolean } = {},
): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(options.overrides));
  });
  afterAll(async () => {
    if ('close' in t) await t.close();
  });
  if (options.resetConfigAfterEach) {
    afterEach(async () => {
      await resetConfig(t);
    });
  }
  return t;
}

/** What `setup` makes (users, organizations, clients), made once before the file's tests. */
export function useFixtures<F extends object>(setup: () => Promise<F>): F {
  const fixtures = {} as F;
  beforeAll(async () => {
    Object.assign(fixtures, await setup());
  });
  return fixtures;
}
