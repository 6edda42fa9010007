import type { EndpointInput, EndpointOutput, WebEndpoint } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type CallArgs, call } from './call.ts';

/*
 * Query keys come from the endpoint: its path segments, its method, then its input. So the key of
 * `GET /permission/Position/{id}` for id 7 is ['permission', 'Position', '{id}', 'GET', {params: {id: 7}}],
 * and invalidating `endpointPrefix(positionEndpoints.list)` (['permission', 'Position']) refreshes the
 * list and every single position at once.
 */

/** The path segments of an endpoint: the prefix shared by everything under its path. */
export function endpointPrefix(endpoint: WebEndpoint): string[] {
  return endpoint.path.split('/').filter(Boolean);
}

export function endpointKey<E extends WebEndpoint>(endpoint: E, input?: EndpointInput<E>) {
  return [...endpointPrefix(endpoint), endpoint.method, input ?? {}] as const;
}

/** `useQuery(endpointQuery(positionEndpoints.list, { query }))`: key and fetch of one endpoint call. */
export function endpointQuery<E extends WebEndpoint>(endpoint: E, ...args: CallArgs<E>) {
  return queryOptions<EndpointOutput<E>>({
    queryKey: endpointKey(endpoint, args[0] as EndpointInput<E> | undefined),
    queryFn: () => call(endpoint, ...args),
  });
}
