import { organizeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

interface OrganizeSelectProps<V> {
  value?: V;
  onChange?: (value: V) => void;
  /** Several organizations (string[]) instead of one (string). */
  multiple?: boolean;
  /** Loads the tree only while the dialog is open. */
  isOpen: boolean;
  placeholder?: string;
  testId?: string;
}

/** Picks organizations from the whole organization tree (searchable, every branch open). */
export function OrganizeSelect<V extends string | string[]>({
  value,
  onChange,
  multiple,
  isOpen,
  placeholder,
  testId,
}: OrganizeSelectProps<V>) {
  const tree = useQuery({ ...endpointQuery(organizeEndpoints.tree), enabled: isOpen });
  return (
    <TreeSelect
      value={value}
      onChange={onChange}
      multiple={multiple}
      treeData={tree.data?.list ?? []}
      fieldNames={{ label: 'fullName', value: 'id', children: 'children' }}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'fullName' }}
      loading={tree.isFetching}
      placeholder={placeholder}
      data-testid={testId}
    />
  );
}
