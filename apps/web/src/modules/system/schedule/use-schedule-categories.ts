import { dictionaryDataEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

/** The dictionary whose entries are the schedule categories (日程类型). */
export const SCHEDULE_CATEGORY_DICTIONARY = 'scheduleType';

/**
 * The schedule categories as select options (an entry keeps the dictionary entry's id, as the
 * original's dialog picks it) and a name lookup for the calendar.
 */
export function useScheduleCategories(isEnabled = true) {
  const query = useQuery({
    ...endpointQuery(dictionaryDataEndpoints.selector, { params: { typeId: SCHEDULE_CATEGORY_DICTIONARY } }),
    staleTime: 60_000,
    enabled: isEnabled,
  });
  return useMemo(() => {
    const options = (query.data?.list ?? []).map(({ id, fullName }) => ({ value: id, label: fullName }));
    const names = new Map(options.map((option) => [option.value, option.label]));
    const nameOf = (category: string | null | undefined) => (category ? names.get(category) : undefined);
    return { options, nameOf, isLoaded: query.isSuccess };
  }, [query.data, query.isSuccess]);
}
