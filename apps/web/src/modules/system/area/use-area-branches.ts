import type { AreaInfo } from '@platform/contracts';
import type { TableProps } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { AdminListState } from '../../../shared/admin-kit/use-admin-list.ts';

/** A row of the area table: an area with the sub-areas loaded so far ([] until its branch opens). */
export type AreaRow = AreaInfo & { children?: AreaRow[] };

/** The rows with each opened branch's children hung under its area, and an empty list where more may come. */
function withBranches(rows: readonly AreaInfo[], loaded: Readonly<Record<string, AreaInfo[]>>): AreaRow[] {
  return rows.map((row) => {
    const children = loaded[row.id];
    if (children) return { ...row, children: withBranches(children, loaded) };
    // antd shows an expand arrow for any children array: only areas that have sub-areas get one.
    return row.hasChildren ? { ...row, children: [] } : row;
  });
}

/**
 * A lazily loaded tree over the list of top areas: a branch's children are fetched when it is first
 * opened (`loadChildren`), and a refresh reloads the top list and every branch loaded so far. Returns
 * the list state for AdminTable (rows nested) and the table's `expandable` options.
 */
export function useAreaBranches(
  list: AdminListState<AreaInfo>,
  loadChildren: (parentId: string) => Promise<AreaInfo[]>,
) {
  const [loaded, setLoaded] = useState<Record<string, AreaInfo[]>>({});
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);

  const loadBranch = useCallback(
    async (parentId: string) => {
      try {
        const children = await loadChildren(parentId);
        setLoaded((previous) => ({ ...previous, [parentId]: children }));
      } catch {
        // The request helper showed the failure; the branch closes so opening it again retries.
        setExpandedKeys((keys) => keys.filter((key) => key !== parentId));
      }
    },
    [loadChildren],
  );

  const refreshList = list.refresh;
  const refresh = useCallback(() => {
    refreshList();
    for (const parentId of Object.keys(loaded)) void loadBranch(parentId);
  }, [refreshList, loaded, loadBranch]);

  const data = list.list.data;
  const nested = useMemo(
    () => (data ? { ...data, list: withBranches(data.list, loaded) } : undefined),
    [data, loaded],
  );
  const state: AdminListState<AreaRow> = {
    ...list,
    list: { ...list.list, data: nested } as AdminListState<AreaRow>['list'],
    refresh,
  };

  const expandable: TableProps<AreaRow>['expandable'] = {
    expandedRowKeys: expandedKeys,
    onExpand: (isExpanded, row) => {
      setExpandedKeys((keys) => (isExpanded ? [...keys, row.id] : keys.filter((key) => key !== row.id)));
      if (isExpanded && !loaded[row.id]) void loadBranch(row.id);
    },
  };
  return { state, expandable };
}
