import { dictionaryDataEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

/** The dictionary whose entries are the categories of designs (功能设计分类). */
export const DESIGN_CATEGORY_DICTIONARY = 'webDesign';

/** The design categories as select options: a design keeps the entry's id. */
export function useDesignCategories() {
  const query = useQuery({
    ...endpointQuery(dictionaryDataEndpoints.selector, { params: { typeId: DESIGN_CATEGORY_DICTIONARY } }),
    staleTime: 60_000,
  });
  return useMemo(
    () => (query.data?.list ?? []).map(({ id, fullName }) => ({ value: id, label: fullName })),
    [query.data],
  );
}
