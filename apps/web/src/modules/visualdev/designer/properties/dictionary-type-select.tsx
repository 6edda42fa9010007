import type { DictionaryTypeNode } from '@platform/contracts';
import { dictionaryTypeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { endpointQuery } from '../../../../platform/http/endpoint-query.ts';

interface DictionaryTypeSelectProps {
  value: string;
  onChange: (typeId: string) => void;
  testId: string;
}

interface TypeTreeNode {
  value: string;
  title: string;
  children?: TypeTreeNode[];
}

const toTree = (nodes: readonly DictionaryTypeNode[]): TypeTreeNode[] =>
  nodes.map((node) => ({
    value: node.id,
    title: `${node.fullName} (${node.enCode})`,
    ...(node.children?.length ? { children: toTree(node.children) } : {}),
  }));

/**
 * A data-dictionary category picked from the category tree (`DictionaryType/Selector`), stored by its id
 * as the original's designer does; the runtime reads the category's entries by that id.
 */
export function DictionaryTypeSelect({ value, onChange, testId }: DictionaryTypeSelectProps) {
  const types = useQuery(endpointQuery(dictionaryTypeEndpoints.selectorAll));
  return (
    <TreeSelect
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      loading={types.isLoading}
      status={types.isError ? 'error' : undefined}
      value={value || undefined}
      treeData={toTree(types.data?.list ?? [])}
      onChange={onChange}
      data-testid={testId}
    />
  );
}
