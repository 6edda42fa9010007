import type { OrganizeSelectorNode } from '@platform/contracts';
import { departmentEndpoints, organizeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { TreePanel } from '../../../shared/admin-kit/tree-panel.tsx';
import { organizeLocales } from './organize.locales.ts';

registerLocales(organizeLocales);

interface OrganizeTreePanelProps {
  /**
   * 'all': the whole tree; 'granted': only what the caller may see, the rest disabled (companies and
   * departments: Department/SelectorByAuth, as the original's user, position and role pages).
   */
  scope: 'all' | 'granted';
  /** 组织机构 above the tree. */
  hasTitle?: boolean;
  /** The organization the list is narrowed to; clicking it again shows everything. */
  selectedId: string | undefined;
  onSelect: (organizeId: string | undefined) => void;
  testId: string;
}

/** The searchable organization tree on the left of the position, role and user lists. */
export function OrganizeTreePanel({ scope, hasTitle, selectedId, onSelect, testId }: OrganizeTreePanelProps) {
  const { t } = useTranslation('organize');
  const tree = useQuery(
    scope === 'all'
      ? endpointQuery(organizeEndpoints.tree)
      : endpointQuery(departmentEndpoints.selectorByAuth, { params: { id: '0' } }),
  );
  return (
    <TreePanel<OrganizeSelectorNode>
      title={hasTitle ? t('tree') : undefined}
      nodes={tree.data?.list}
      query={tree}
      selectedId={selectedId}
      onSelect={(node) => onSelect(node?.id)}
      testId={testId}
    />
  );
}
