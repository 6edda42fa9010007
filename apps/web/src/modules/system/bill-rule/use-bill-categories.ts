import { dictionaryDataEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

/** The dictionary whose entries are the business categories of document-number rules. */
export const BILL_CATEGORY_DICTIONARY = 'businessType';

export interface BillCategory {
  id: string;
  enCode: string;
  fullName: string;
}

/**
 * The business categories (the enabled entries of the businessType dictionary) and a name lookup. A
 * rule keeps the entry's id, as the original's dialog picks it; a rule that names the entry by its
 * code (an imported file of another installation) finds its name too.
 */
export function useBillCategories() {
  const query = useQuery({
    ...endpointQuery(dictionaryDataEndpoints.selector, { params: { typeId: BILL_CATEGORY_DICTIONARY } }),
    staleTime: 60_000,
  });
  const categories = useMemo<BillCategory[]>(
    () => (query.data?.list ?? []).map(({ id, enCode, fullName }) => ({ id, enCode, fullName })),
    [query.data],
  );
  const nameOf = useMemo(() => {
    const names = new Map<string, string>();
    for (const c of categories) {
      names.set(c.enCode, c.fullName);
      names.set(c.id, c.fullName);
    }
    return (category: string | undefined) => (category ? (names.get(category) ?? category) : '');
  }, [categories]);
  return { categories, nameOf, isLoading: query.isPending };
}
