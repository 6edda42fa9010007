import type { AuthorizeWhoUser, GrantItemType } from '@platform/contracts';
import { authorizeEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Modal, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { ListPager } from '../../../shared/admin-kit/list-pager.tsx';
import { QueryState } from '../../../shared/query-state/query-state.tsx';
import { PlainList } from './plain-list.tsx';

interface WhoHasDialogProps {
  item: { itemType: GrantItemType; itemId: string; name: string } | undefined;
  onClose: () => void;
}

const USER_PAGE_SIZES = [20, 50, 100, 200] as const;

/** A user who gets the item, with the holders they get it from ("角色 · 员工"). */
function ReceiverRow({ user }: { user: AuthorizeWhoUser }) {
  const { t } = useTranslation(['authorize', 'adminKit']);
  return (
    <>
      <span>
        {user.realName} <span style={{ color: 'var(--ant-color-text-tertiary)' }}>{user.account}</span>
        {user.enabledMark !== 1 && <Tag style={{ marginLeft: 8 }}>{t('adminKit:disabled')}</Tag>}
      </span>
      <span>
        {user.via.map((v) => (
          <Tag key={`${v.objectType}:${v.objectId}`}>
            {v.objectType === 'User' ? t('direct') : `${t(`holderType.${v.objectType}`)} · ${v.fullName}`}
          </Tag>
        ))}
      </span>
    </>
  );
}

/**
 * The reverse view: which roles, positions, users and groups hold a menu, button, column… directly,
 * and (paged) the users who get it through them.
 */
export function WhoHasDialog({ item, onClose }: WhoHasDialogProps) {
  const { t } = useTranslation(['authorize', 'adminKit']);
  const [page, setPage] = useState({ current: 1, size: 20 });
  useEffect(() => {
    if (item) setPage({ current: 1, size: 20 });
  }, [item]);
  const query = useQuery({
    ...endpointQuery(authorizeEndpoints.whoHolds, {
      params: { itemType: item?.itemType ?? 'module', itemId: item?.itemId ?? '' },
      query: { currentPage: page.current, pageSize: page.size },
    }),
    enabled: item !== undefined,
    placeholderData: keepPreviousData,
  });
  const holders = query.data?.holders ?? [];
  const users = query.data?.users;
  return (
    <Modal
      open={item !== undefined}
      title={t('whoHasTitle', { name: item?.name ?? '' })}
      footer={null}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <QueryState query={query}>
        <h4>{t('whoHasHolders')}</h4>
        {holders.length === 0 ? (
          <div data-testid="who-has-empty">{t('whoHasEmpty')}</div>
        ) : (
          <PlainList
            items={holders}
            testId="who-has-list"
            rowKey={(h) => `${h.objectType}:${h.objectId}`}
            render={(h) => (
              <>
                <span>
                  <Tag>{t(`holderType.${h.objectType}`)}</Tag>
                  {h.fullName} <span style={{ color: 'var(--ant-color-text-tertiary)' }}>{h.enCode}</span>
                </span>
                {h.enabledMark !== 1 && <Tag>{t('adminKit:disabled')}</Tag>}
              </>
            )}
          />
        )}
        <h4 style={{ marginTop: 16 }}>{t('whoHasUsers', { total: users?.pagination.total ?? 0 })}</h4>
        {!users || users.list.length === 0 ? (
          <div data-testid="who-has-no-users">{t('whoHasNoUsers')}</div>
        ) : (
          <>
            <PlainList
              items={users.list}
              testId="who-has-users"
              rowKey={(u) => u.id}
              render={(u) => <ReceiverRow user={u} />}
            />
            <ListPager
              current={users.pagination.currentPage}
              pageSize={users.pagination.pageSize}
              total={users.pagination.total}
              pageSizes={USER_PAGE_SIZES}
              onChange={(current, size) => setPage({ current, size })}
            />
          </>
        )}
      </QueryState>
    </Modal>
  );
}
