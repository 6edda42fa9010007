import { usersPickerEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, TreeSelect, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { fetchWholeTree, flattenTree, type PickerTree } from '../../visualdev/pickers/picker-trees.ts';

/*
 * Whom a notice goes to, as the picker selections the server reads (`<id>--organize`, `<id>--role`,
 * `<id>--user`): organizations (with everything below them), roles and single users. Nothing chosen
 * sends the notice to every user.
 */

export interface NoticeTargets {
  organizations: string[];
  roles: string[];
  users: string[];
  /** Selections this form does not edit (positions, groups from the original's picker): kept as they are. */
  others: string[];
}

const ORGANIZATION_SUFFIXES = new Set(['organize', 'company', 'department']);

/** The stored selections, by kind; the original's organization suffixes are read as ours. */
export function splitTargets(toUserIds: string): NoticeTargets {
  const targets: NoticeTargets = { organizations: [], roles: [], users: [], others: [] };
  for (const raw of toUserIds.split(',').filter(Boolean)) {
    const at = raw.lastIndexOf('--');
    const id = at > 0 ? raw.slice(0, at) : raw;
    const suffix = at > 0 ? raw.slice(at + 2) : 'user';
    if (ORGANIZATION_SUFFIXES.has(suffix)) targets.organizations.push(`${id}--organize`);
    else if (suffix === 'role') targets.roles.push(raw);
    else if (suffix === 'user') targets.users.push(`${id}--user`);
    else targets.others.push(raw);
  }
  return targets;
}

export const joinTargets = (targets: Partial<NoticeTargets> | undefined): string[] => [
  ...(targets?.organizations ?? []),
  ...(targets?.roles ?? []),
  ...(targets?.users ?? []),
  ...(targets?.others ?? []),
];

interface TreeOption {
  value: string;
  title: string;
  children: TreeOption[];
}

const organizationOptions = (nodes: readonly PickerTree[]): TreeOption[] =>
  nodes.map((node) => ({
    value: `${node.id}--organize`,
    title: node.fullName,
    children: organizationOptions(node.children),
  }));

/** Users found by keyword; the names of those already chosen are looked up once. */
function UserTargets({ value = [], onChange }: { value?: string[]; onChange?: (value: string[]) => void }) {
  const { t } = useTranslation('notice');
  const [keyword, setKeyword] = useState('');
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const found = useQuery({
    ...endpointQuery(usersPickerEndpoints.all, { query: { keyword } }),
    enabled: keyword !== '',
  });
  const unnamed = value.filter((id) => !names.has(id));
  const looked = useQuery({
    ...endpointQuery(usersPickerEndpoints.selectedList, { body: { ids: unnamed } }, { isSilent: true }),
    enabled: unnamed.length > 0,
  });
  useEffect(() => {
    const list = looked.data?.list ?? [];
    if (list.length > 0)
      setNames((prev) => new Map([...prev, ...list.map((i) => [i.id, i.fullName] as const)]));
  }, [looked.data]);
  const options = useMemo(() => {
    const shown = new Map(value.map((id) => [id, names.get(id) ?? id]));
    for (const user of found.data?.list ?? []) shown.set(`${user.id}--user`, user.fullName);
    return [...shown].map(([id, label]) => ({ value: id, label }));
  }, [value, names, found.data]);
  return (
    <Select
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      value={value}
      onChange={(next: string[]) => {
        const labels = new Map(options.map((o) => [o.value, o.label]));
        setNames(
          (prev) =>
            new Map([
              ...prev,
              ...next.flatMap((id) => (labels.has(id) ? [[id, labels.get(id) ?? id] as const] : [])),
            ]),
        );
        onChange?.(next);
      }}
      options={options}
      placeholder={t('target.usersPlaceholder')}
      notFoundContent={null}
      data-testid="notice-target-users"
    />
  );
}

/** The 发送范围 fields of the notice dialog (form fields `targets.*`). */
export function NoticeTargetsFields() {
  const { t } = useTranslation('notice');
  const organizations = useQuery({
    queryKey: ['notice', 'targets', 'organize'],
    queryFn: () => fetchWholeTree('organize'),
  });
  const roles = useQuery({ queryKey: ['notice', 'targets', 'role'], queryFn: () => fetchWholeTree('role') });
  const roleOptions = useMemo(
    () =>
      flattenTree(roles.data ?? [])
        .filter((node) => node.type === 'role')
        .map((node) => ({ value: `${node.id}--role`, label: node.fullName })),
    [roles.data],
  );
  return (
    <Form.Item label={t('field.targets')} extra={t('target.everyone')}>
      <Form.Item name={['targets', 'organizations']} label={t('target.organizations')}>
        <TreeSelect
          multiple
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeData={organizationOptions(organizations.data ?? [])}
          placeholder={t('target.choose')}
          data-testid="notice-target-organizations"
        />
      </Form.Item>
      <Form.Item name={['targets', 'roles']} label={t('target.roles')}>
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          options={roleOptions}
          placeholder={t('target.choose')}
          data-testid="notice-target-roles"
        />
      </Form.Item>
      <Form.Item name={['targets', 'users']} label={t('target.users')} style={{ marginBottom: 0 }}>
        <UserTargets />
      </Form.Item>
      <Form.Item name={['targets', 'others']} hidden>
        <Typography.Text />
      </Form.Item>
    </Form.Item>
  );
}
