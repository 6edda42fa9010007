import { type FullConfig, request } from '@playwright/test';
import { Api, prepareAdmin } from './api.ts';

/**
 * Runs once per run (per shard), after the shared server is up and before any test: the admin's
 * first sign-in, so every spec finds the admin with ADMIN.password whichever runs first, alone or in
 * parallel. Spec 01, which shows that first sign-in in the browser, runs on a server of its own.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('e2e global setup: no baseURL in the config');
  const context = await request.newContext({ baseURL });
  try {
    await prepareAdmin(new Api(context, baseURL));
  } finally {
    await context.dispose();
  }
}
