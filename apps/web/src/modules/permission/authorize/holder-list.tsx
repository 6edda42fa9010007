import type { AuthorizeHolder, GrantHolderType } from '@platform/contracts';
import { grantHolderTypes } from '@platform/contracts';
import { authorizeEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Pagination, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { QueryState } from '../../../shared/query-state/query-state.tsx';
import { PlainList } from './plain-list.tsx';

const PAGE_SIZE = 20;

interface HolderListProps {
  objectType: GrantHolderType;
  onTypeChange: (type: GrantHolderType) => void;
  selectedId: string | undefined;
  onSelect: (holder: AuthorizeHolder) => void;
}

/** Left panel of the grant screen: holder type, search, and one page of holders to choose from. */
export function HolderList({ objectType, onTypeChange, selectedId, onSelect }: HolderListProps) {
  const { t } = useTranslation(['authorize', 'adminKit']);
  const [keyword, setKeyword] = useState('');
  const [currentPage, setCurrentPage] = useState(1);
  const query = useQuery({
    ...endpointQuery(authorizeEndpoints.holders, {
      query: { objectType, currentPage, pageSize: PAGE_SIZE, keyword },
    }),
    placeholderData: keepPreviousData,
  });
  const list = query.data?.list ?? [];
  return (
    <div data-testid="holder-list">
      <Segmented<GrantHolderType>
        block
        value={objectType}
        options={grantHolderTypes.map((type) => ({ value: type, label: t(`holderType.${type}`) }))}
        onChange={(type) => {
          setCurrentPage(1);
          onTypeChange(type);
        }}
        style={{ marginBottom: 8 }}
      />
      <Input.Search
        allowClear
        maxLength={100}
        placeholder={t('holderSearch')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setCurrentPage(1);
        }}
        style={{ marginBottom: 8 }}
        data-testid="holder-search"
      />
      <QueryState query={query} isEmpty={list.length === 0}>
        <PlainList<AuthorizeHolder>
          items={list}
          rowKey={(holder) => holder.id}
          onClick={onSelect}
          isSelected={(holder) => holder.id === selectedId}
          rowTestId={(holder) => `holder-${holder.id}`}
          render={(holder) => (
            <>
              <span>
                {holder.fullName}{' '}
                <span style={{ color: 'var(--ant-color-text-tertiary)' }}>{holder.enCode}</span>
              </span>
              {holder.enabledMark !== 1 && <Tag>{t('adminKit:disabled')}</Tag>}
            </>
          )}
        />
        <Pagination
          simple
          size="small"
          current={currentPage}
          pageSize={PAGE_SIZE}
          total={query.data?.pagination.total ?? 0}
          onChange={setCurrentPage}
          hideOnSinglePage
          style={{ marginTop: 8, textAlign: 'center' }}
        />
      </QueryState>
    </div>
  );
}
