import { AREA_ROOT_ID, type AreaSelectorOption } from '@platform/contracts';
import { areaEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

/** The chosen parent with its name, so an edit shows it before its branch is loaded. */
export interface AreaParentValue {
  value: string;
  label: string;
}

interface ParentNode {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
}

interface AreaParentSelectProps {
  id?: string;
  value?: AreaParentValue;
  onChange?: (value: AreaParentValue | undefined) => void;
  /** The area being edited: it and its subtree are not offered. */
  excludeId?: string;
}

const toNode = (area: AreaSelectorOption, pId: string): ParentNode => ({
  id: area.id,
  pId,
  value: area.id,
  title: area.fullName,
  isLeaf: area.isLeaf,
});

/**
 * 区域上级: 顶级节点 and the enabled provinces, each branch loaded when opened (the selector endpoint,
 * which leaves out the area being edited and its subtree).
 */
export function AreaParentSelect({ id, value, onChange, excludeId }: AreaParentSelectProps) {
  const { t } = useTranslation('area');
  const excluded = excludeId ?? '0';
  // The provinces: one query per dialog (the branches below are fetched as they open).
  const provinces = useQuery({
    ...endpointQuery(areaEndpoints.selector, { params: { id: AREA_ROOT_ID, ids: excluded } }),
    staleTime: 0,
  });
  const [branches, setBranches] = useState<ParentNode[]>([]);

  const loadData: TreeSelectProps['loadData'] = async (node) => {
    const parentId = String(node.value);
    const { list } = await call(areaEndpoints.selector, { params: { id: parentId, ids: excluded } });
    setBranches((previous) => {
      const known = new Set(previous.map((branch) => branch.id));
      return [
        ...previous,
        ...list.filter((area) => !known.has(area.id)).map((area) => toNode(area, parentId)),
      ];
    });
  };

  const rootTitle = t('root');
  const treeData = useMemo(
    () => [
      // 顶级节点 and the provinces side by side, as the original dialog shows them.
      { id: AREA_ROOT_ID, pId: '', value: AREA_ROOT_ID, title: rootTitle, isLeaf: true },
      ...(provinces.data?.list ?? []).map((area) => toNode(area, '')),
      ...branches,
    ],
    [rootTitle, provinces.data, branches],
  );
  return (
    <TreeSelect
      id={id}
      treeDataSimpleMode={{ id: 'id', pId: 'pId' }}
      treeData={treeData}
      loadData={loadData}
      labelInValue
      value={value}
      onChange={(next: AreaParentValue | undefined) =>
        onChange?.(next ? { value: String(next.value), label: String(next.label) } : undefined)
      }
      allowClear
      placeholder={t('field.parentId')}
      style={{ width: '100%' }}
    />
  );
}
