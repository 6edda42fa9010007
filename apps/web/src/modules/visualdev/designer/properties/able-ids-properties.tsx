import type { FormField } from '@platform/form-engine';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPickerSources } from '../../pickers/picker-sources.ts';
import { fetchWholeTree, flattenTree, type WholeTreeDirectory } from '../../pickers/picker-trees.ts';
import { type PropertyGroupProps, withProps } from './property-kit.ts';

type AbleKey = 'ablePosIds' | 'ableRoleIds' | 'ableGroupIds';

/** The directories the custom pickers' lists come from, and the node type that may be chosen. */
const ABLE_LISTS: Record<AbleKey, { directory: WholeTreeDirectory; type: string }> = {
  ablePosIds: { directory: 'position', type: 'position' },
  ableRoleIds: { directory: 'role', type: 'role' },
  ableGroupIds: { directory: 'group', type: 'group' },
};

const sources = createPickerSources();
const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** Positions, roles or groups, chosen among the whole directory (a role listed twice shows once). */
function AbleListSelect({
  field,
  update,
  name,
}: Pick<PropertyGroupProps, 'field' | 'update'> & { name: AbleKey }) {
  const { t } = useTranslation('designerProps');
  const { directory, type } = ABLE_LISTS[name];
  const nodes = useQuery({
    queryKey: ['designer-able', directory],
    queryFn: () => fetchWholeTree(directory),
  });
  const options = flattenTree(nodes.data ?? [])
    .filter((node) => node.type === type)
    .map((node) => ({
      value: node.id,
      label: node.organize ? `${node.fullName}（${node.organize}）` : node.fullName,
    }));
  return (
    <Form.Item label={t(`able.${name}`)}>
      <Select
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={nodes.isFetching}
        value={idsOf(field[name])}
        options={options}
        onChange={(ids: string[]) => update((f) => withProps(f, { [name]: ids }))}
        data-testid={`prop-${name}`}
      />
    </Form.Item>
  );
}

/** Users, searched by name or account on the server; the chosen ones keep their names. */
function AbleUsersSelect({ field, update }: Pick<PropertyGroupProps, 'field' | 'update'>) {
  const { t } = useTranslation('designerProps');
  const [keyword, setKeyword] = useState('');
  const ids = idsOf(field.ableUserIds);
  const found = useQuery({
    queryKey: ['designer-able-users', keyword],
    queryFn: () => sources.pickerSearch('user', { keyword, currentPage: 1, pageSize: 50 }),
  });
  const names = useQuery({
    queryKey: ['designer-able-user-names', ids],
    queryFn: () => sources.lookupNames('user', ids),
    enabled: ids.length > 0,
  });
  const options = [
    ...ids.map((id) => ({ value: id, label: names.data?.[id] ?? id })),
    ...(found.data?.list ?? [])
      .filter((user) => !ids.includes(user.id))
      .map((user) => ({ value: user.id, label: user.fullName })),
  ];
  return (
    <Form.Item label={t('able.ableUserIds')}>
      <Select
        mode="multiple"
        allowClear
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        loading={found.isFetching}
        value={ids}
        options={options}
        onChange={(next: string[]) => update((f) => withProps(f, { ableUserIds: next }))}
        data-testid="prop-ableUserIds"
      />
    </Form.Item>
  );
}

/**
 * A custom picker's other lists, beside its departments: the positions (position and user pickers),
 * users, roles and groups (user picker) it offers, each where the design holds the list.
 */
export function AbleIdsProperties({
  field,
  update,
}: { field: FormField } & Pick<PropertyGroupProps, 'update'>) {
  const has = (name: string) => Array.isArray(field[name]);
  return (
    <>
      {has('ablePosIds') && <AbleListSelect field={field} update={update} name="ablePosIds" />}
      {has('ableUserIds') && <AbleUsersSelect field={field} update={update} />}
      {has('ableRoleIds') && <AbleListSelect field={field} update={update} name="ableRoleIds" />}
      {has('ableGroupIds') && <AbleListSelect field={field} update={update} name="ableGroupIds" />}
    </>
  );
}
