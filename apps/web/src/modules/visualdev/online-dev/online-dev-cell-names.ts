import { type CellNames, type FormModel, idsToName } from '@platform/form-engine';
import type { FormDataSources } from '@platform/form-engine/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/*
 * The names of the ids a list page shows (users, organizations, positions, roles, groups, areas): asked
 * once per page through the form's own name lookup (the pickers' getSelectedList, the area names), so a
 * cell reads 李四/lisi rather than the user's id. Until they arrive, or where a lookup fails, the ids show.
 */
export function useCellNames(
  model: FormModel,
  rows: readonly Record<string, unknown>[],
  lookupNames: FormDataSources['lookupNames'],
): CellNames {
  const wanted = idsToName(model, rows);
  const key = JSON.stringify([...wanted]);
  const names = useQuery({
    queryKey: ['online-dev-cell-names', key],
    enabled: wanted.size > 0 && lookupNames !== undefined,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<CellNames> => {
      const found = await Promise.all(
        [...wanted].map(
          async ([kind, ids]) => [kind, await lookupNames?.(kind, ids).catch(() => ({}))] as const,
        ),
      );
      return Object.fromEntries(found.map(([kind, named]) => [kind, named ?? {}]));
    },
  });
  return names.data ?? {};
}
