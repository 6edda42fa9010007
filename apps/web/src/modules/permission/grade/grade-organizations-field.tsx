import type { GradeOrganization, OrganizeSelectorNode } from '@platform/contracts';
import { organizeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Flex, Table, Tree } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { NoData, QueryState } from '../../../shared/query-state/query-state.tsx';

type Flag = Exclude<keyof GradeOrganization, 'organizeId'>;
const LAYERS = [
  ['thisLayer', ['thisLayerSelect', 'thisLayerAdd', 'thisLayerEdit', 'thisLayerDelete']],
  ['subLayer', ['subLayerSelect', 'subLayerAdd', 'subLayerEdit', 'subLayerDelete']],
] as const;
const ACTIONS = ['select', 'create', 'update', 'delete'] as const;
/** Every right of a delegated organization: this level's four, then the sub-levels' four. */
export const GRADE_FLAGS = LAYERS.flatMap(([, flags]) => flags);

/** A newly added organization: its own level may be seen, nothing more. */
export const newGradeOrganization = (organizeId: string): GradeOrganization =>
  ({
    organizeId,
    ...Object.fromEntries(GRADE_FLAGS.map((flag) => [flag, flag === 'thisLayerSelect' ? 1 : 0])),
  }) as GradeOrganization;

/** Adding, editing or deleting on a level implies seeing it (the server applies the same rule). */
export function setFlag(org: GradeOrganization, flag: Flag, on: boolean): GradeOrganization {
  const next = { ...org, [flag]: on ? 1 : 0 };
  for (const [, flags] of LAYERS) {
    const [select, ...manage] = flags;
    if (manage.some((f) => next[f] === 1)) next[select] = 1;
    if (flag === select && !on) for (const f of manage) next[f] = 0;
  }
  return next;
}

interface TreeItem {
  key: string;
  title: string;
  children: TreeItem[];
}
const toTreeItems = (nodes: OrganizeSelectorNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.id, title: n.fullName, children: toTreeItems(n.children) }));

interface GradeOrganizationsFieldProps {
  value?: GradeOrganization[];
  onChange?: (value: GradeOrganization[]) => void;
}

/** Form control of the grade dialog: tick organizations in the tree, then their eight rights. */
export function GradeOrganizationsField({ value = [], onChange }: GradeOrganizationsFieldProps) {
  const { t } = useTranslation('grade');
  const query = useQuery(endpointQuery(organizeEndpoints.tree));
  const names = useMemo(() => {
    const map = new Map<string, string>();
    const walk = (nodes: OrganizeSelectorNode[]) => {
      for (const n of nodes) {
        map.set(n.id, n.organize || n.fullName);
        walk(n.children);
      }
    };
    walk(query.data?.list ?? []);
    return map;
  }, [query.data]);
  const treeData = useMemo(() => toTreeItems(query.data?.list ?? []), [query.data]);
  const chosen = value.map((o) => o.organizeId);
  const change = (next: GradeOrganization[]) => onChange?.(next);

  return (
    <Flex gap={12} align="flex-start">
      <div
        style={{ width: 260, flex: 'none', maxHeight: 420, overflow: 'auto' }}
        data-testid="grade-organize-tree"
      >
        <div style={{ fontWeight: 600, marginBottom: 8 }}>{t('organizeTree')}</div>
        <QueryState query={query} isEmpty={treeData.length === 0}>
          <Tree<TreeItem>
            checkable
            checkStrictly
            defaultExpandAll
            selectable={false}
            treeData={treeData}
            checkedKeys={chosen}
            onCheck={(_, info) => {
              const id = String(info.node.key);
              change(
                chosen.includes(id)
                  ? value.filter((o) => o.organizeId !== id)
                  : [...value, newGradeOrganization(id)],
              );
            }}
          />
        </QueryState>
      </div>
      <Table<GradeOrganization>
        style={{ flex: 1, minWidth: 0 }}
        size="small"
        rowKey="organizeId"
        pagination={false}
        dataSource={value}
        locale={{ emptyText: value.length === 0 ? t('noOrganization') : <NoData /> }}
        data-testid="grade-organizations"
        columns={[
          {
            key: 'name',
            title: t('organizeName'),
            render: (_, org) => names.get(org.organizeId) ?? org.organizeId,
          },
          ...LAYERS.map(([layer, flags]) => ({
            key: layer,
            title: t(layer),
            children: flags.map((flag, i) => ({
              key: flag,
              title: t(ACTIONS[i] ?? 'select'),
              width: 56,
              render: (_: unknown, org: GradeOrganization) => (
                <Checkbox
                  checked={org[flag] === 1}
                  aria-label={`${names.get(org.organizeId) ?? ''} ${t(layer)} ${t(ACTIONS[i] ?? 'select')}`}
                  onChange={(e) =>
                    change(
                      value.map((o) =>
                        o.organizeId === org.organizeId ? setFlag(o, flag, e.target.checked) : o,
                      ),
                    )
                  }
                />
              ),
            })),
          })),
        ]}
      />
    </Flex>
  );
}
