import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/modules/index.ts';
import { loadDescriptors } from './endpoint-files.ts';

/*
 * Every endpoint is declared once in packages/contracts and the server registers its route from that
 * declaration: no route without a descriptor, no descriptor without exactly one route.
 */
describe('the route table and the endpoint descriptors', () => {
  it('registers every route from a descriptor of the contracts', async () => {
    const descriptors = new Set((await loadDescriptors()).map((d) => d.endpoint));
    const strays = routeTable({ hasTestHooks: true })
      .filter((route) => !descriptors.has(route.endpoint))
      .map((route) => `${route.method} ${route.path}`);
    expect(strays).toEqual([]);
  });

  it('serves every descriptor with exactly one route', async () => {
    const routes = routeTable({ hasTestHooks: true });
    const unserved = (await loadDescriptors())
      .filter(({ endpoint }) => routes.filter((r) => r.endpoint === endpoint).length !== 1)
      .map(({ group, key, endpoint }) => `${group}.${key}: ${endpoint.method} ${endpoint.path}`);
    expect(unserved).toEqual([]);
  });
});
