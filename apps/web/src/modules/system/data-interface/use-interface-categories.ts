import { dictionaryDataEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

/** The dictionary whose entries are the interface categories (the original's DataInterfaceType). */
export const INTERFACE_CATEGORY_DICTIONARY = 'DataInterfaceType';

export interface InterfaceCategory {
  id: string;
  fullName: string;
  children?: InterfaceCategory[];
}

/** The interface categories as a tree (the enabled dictionary entries) and the query's state. */
export function useInterfaceCategories() {
  const query = useQuery({
    ...endpointQuery(dictionaryDataEndpoints.selector, { params: { typeId: INTERFACE_CATEGORY_DICTIONARY } }),
    staleTime: 60_000,
  });
  const categories = useMemo<InterfaceCategory[]>(() => {
    const map = (
      list: readonly { id: string; fullName: string; children?: unknown }[],
    ): InterfaceCategory[] =>
      list.map(({ id, fullName, children }) => ({
        id,
        fullName,
        children: Array.isArray(children) && children.length ? map(children) : undefined,
      }));
    return map(query.data?.list ?? []);
  }, [query.data]);
  return { categories, query };
}
