import type { OnlineDevListBody } from '@platform/contracts';
import { onlineDevEndpoints } from '@platform/contracts/web-endpoints';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { endpointPrefix, endpointQuery } from '../../../platform/http/endpoint-query.ts';
import type { ListLayout } from './online-dev-column-data.ts';
import { parentKeys, type Row, treeRows } from './online-dev-row-shape.ts';

interface LayoutRowsInput {
  layout: ListLayout;
  modelId: string;
  /** The list's rows as the server answered them. */
  records: readonly Row[];
  /** The list query in force: a parent's rows are read by the same search. */
  body: Omit<OnlineDevListBody, 'currentPage' | 'pageSize'>;
  /** When the list was last read: opened parents read their rows again then. */
  readAt: number;
}

type Expandable = TableProps<Row>['expandable'];

/**
 * The table rows of the list's layout. A grouped list shows every group open until the user closes it
 * (a closed group stays closed across pages and refreshes). A tree table reads a row's rows from the
 * server when the user opens it, by the list's search.
 */
export function useLayoutRows({ layout, modelId, records, body, readAt }: LayoutRowsInput): {
  rows: Row[];
  expandable: Expandable;
  isLoadingChildren: boolean;
} {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<readonly string[]>([]);
  const isTree = layout.type === 'treeTable';
  const children = useQueries({
    queries: (isTree ? opened : []).map((id) =>
      endpointQuery(onlineDevEndpoints.listChildren, { params: { modelId, id }, body }),
    ),
  });
  const queryClient = useQueryClient();
  useEffect(() => {
    if (readAt > 0) {
      void queryClient.invalidateQueries({ queryKey: endpointPrefix(onlineDevEndpoints.listChildren) });
    }
  }, [readAt, queryClient]);
  const toggle = (ids: readonly string[], id: string, isOpen: boolean) =>
    isOpen ? [...ids.filter((key) => key !== id), id] : ids.filter((key) => key !== id);

  if (isTree) {
    const loaded = new Map<string, readonly Row[]>();
    opened.forEach((id, at) => {
      const list = children[at]?.data?.list;
      if (list) loaded.set(id, list);
    });
    return {
      rows: treeRows(records, loaded),
      expandable: {
        expandedRowKeys: [...opened],
        onExpand: (isOpen, row) => setOpened((current) => toggle(current, String(row.id), isOpen)),
      },
      isLoadingChildren: children.some((query) => query.isFetching),
    };
  }
  if (layout.type !== 'grouped')
    return { rows: [...records], expandable: undefined, isLoadingChildren: false };
  return {
    rows: [...records],
    expandable: {
      expandedRowKeys: parentKeys(records).filter((key) => !collapsed.has(key)),
      onExpand: (isOpen, row) =>
        setCollapsed((current) => new Set(toggle([...current], String(row.id), !isOpen))),
    },
    isLoadingChildren: false,
  };
}
