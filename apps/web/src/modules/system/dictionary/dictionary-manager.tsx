import { type DictionaryTypeNode, MenuCode, type MenuNode } from '@platform/contracts';
import { dictionaryTypeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Modal } from 'antd';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { useSession } from '../../../platform/stores/session-store.ts';
import { PageModelContext } from '../../../shared/permission/page-context.tsx';
import { QueryState } from '../../../shared/query-state/query-state.tsx';
import { dictionaryLocales } from './dictionary.locales.ts';
import { DictionaryDataPane } from './dictionary-data-pane.tsx';

registerLocales(dictionaryLocales);

/** The first node of a tree (depth first) that `matches`. */
function findNode<T extends { children?: T[] | null }>(
  nodes: readonly T[] | undefined,
  matches: (node: T) => boolean,
): T | undefined {
  for (const node of nodes ?? []) {
    if (matches(node)) return node;
    const found = findNode(node.children ?? undefined, matches);
    if (found) return found;
  }
  return undefined;
}

/** The caller's 数据字典 menu, when their menus hold it: the dialog's buttons follow its grants. */
export function useDictionaryMenu(): MenuNode | undefined {
  const menus = useSession((s) => s.current?.menuList);
  return findNode(menus, (menu) => menu.enCode === MenuCode.dictionary);
}

/** The entries of the category a design names (by id, as the designer stores it, or by code). */
function ManagedEntries({
  dictionaryType,
  onTitle,
}: {
  dictionaryType: string;
  onTitle: (name: string) => void;
}) {
  const types = useQuery(endpointQuery(dictionaryTypeEndpoints.list));
  const type = findNode<DictionaryTypeNode>(
    types.data?.list,
    (node) => node.id === dictionaryType || node.enCode === dictionaryType,
  );
  const title = type?.fullName;
  useEffect(() => {
    if (title) onTitle(title);
  }, [title, onTitle]);
  return (
    <QueryState query={types} isEmpty={type === undefined}>
      {type && <DictionaryDataPane type={{ id: type.id, isTree: type.isTree }} />}
    </QueryState>
  );
}

/**
 * The dictionary management a form's dictionary select opens with its Add button: a wide dialog with
 * the entries of the select's category, under the permissions of the caller's 数据字典 menu. `open`
 * resolves when the dialog closes (the select then asks for its options again); it is undefined for a
 * caller without that menu, so the select shows no Add button.
 */
export function useDictionaryManager(): {
  open: ((dictionaryType: string) => Promise<void>) | undefined;
  dialog: ReactNode;
} {
  const { t } = useTranslation('dictionary');
  const menu = useDictionaryMenu();
  const [shown, setShown] = useState<{ dictionaryType: string; close: () => void }>();
  const [name, setName] = useState('');
  const open = useCallback(
    (dictionaryType: string) =>
      new Promise<void>((resolve) => {
        setName('');
        setShown({ dictionaryType, close: resolve });
      }),
    [],
  );
  const close = () => {
    shown?.close();
    setShown(undefined);
  };
  const dialog = (
    <Modal
      open={shown !== undefined}
      title={t('managerTitle', { name })}
      width={1000}
      footer={null}
      destroyOnHidden
      onCancel={close}
    >
      {shown && (
        <PageModelContext.Provider value={menu?.id}>
          <ManagedEntries dictionaryType={shown.dictionaryType} onTitle={setName} />
        </PageModelContext.Provider>
      )}
    </Modal>
  );
  return { open: menu ? open : undefined, dialog };
}
