import { onlineDevEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { NO_PAGER_SIZE, type RuntimeColumnData } from './online-dev-column-data.ts';
import type { Row } from './online-dev-row-shape.ts';

/** The left tree's chosen node: its key and the value its relation field is filtered by. */
export interface TreeNodeFilter {
  id: string;
  value: unknown;
}

/**
 * The records of the list on screen and what decides them: the page, the order, the search form, the
 * super query and the left tree's node; a new filter goes back to the first page. `body` is the list
 * query as sent, which the export reuses.
 */
export function useOnlineDevRecords(
  modelId: string,
  menuId: string | undefined,
  columnData: RuntimeColumnData,
) {
  const [paging, setPaging] = useState({
    currentPage: 1,
    pageSize: columnData.hasPage ? columnData.pageSize : NO_PAGER_SIZE,
  });
  const [order, setOrder] = useState({ sidx: columnData.sidx, sort: columnData.sort });
  const [query, setQuery] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [superQuery, setSuperQuery] = useState<{ json?: string; count: number }>({ count: 0 });
  const [treeNode, setTreeNode] = useState<TreeNodeFilter>();
  const { layout } = columnData;
  const toFirstPage = () => setPaging((current) => ({ ...current, currentPage: 1 }));
  // The left tree's node filters its relation field; the search form's own value for it wins.
  const filter =
    layout.type === 'tree' && treeNode ? { [layout.tree.relation]: treeNode.value, ...query } : query;

  const body = {
    ...paging,
    ...order,
    menuId,
    queryJson: Object.keys(filter).length > 0 ? JSON.stringify(filter) : undefined,
    superQueryJson: superQuery.json,
  };
  const list = useQuery({
    ...endpointQuery(onlineDevEndpoints.list, { params: { modelId }, body }, { isSilent: true }),
    placeholderData: keepPreviousData,
  });

  /** A header click sorts by its column; clearing the sort goes back to the design's order. */
  const onTableChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!one?.order || typeof one.columnKey !== 'string') {
      setOrder({ sidx: columnData.sidx, sort: columnData.sort });
    } else {
      setOrder({ sidx: one.columnKey, sort: one.order === 'ascend' ? 'asc' : 'desc' });
    }
  };

  return {
    body,
    list,
    paging,
    order,
    selected,
    superQuery,
    treeNode,
    setPaging,
    setSelected,
    onTableChange,
    refresh: () => {
      setSelected([]);
      void list.refetch();
    },
    search: (next: Record<string, unknown>) => {
      setQuery(next);
      toFirstPage();
    },
    pickTreeNode: (node: TreeNodeFilter | undefined) => {
      setTreeNode(node);
      toFirstPage();
    },
    applySuperQuery: (json: string | undefined, count: number) => {
      setSuperQuery({ json, count });
      toFirstPage();
    },
  };
}
