import type { BillRuleOption } from '@platform/contracts';
import { billRuleEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Modal, Space, Table, Tree } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { ListPager } from '../../../shared/admin-kit/list-pager.tsx';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { tableEmptyText } from '../../../shared/query-state/query-state.tsx';
import { billRuleLocales } from './bill-rule.locales.ts';
import { BillRuleFormDialog } from './bill-rule-form-dialog.tsx';
import { useBillCategories } from './use-bill-categories.ts';

registerLocales(billRuleLocales);

/** The tree's top node: every category (the query's categoryId ''). */
const ROOT = '';
const ROOT_KEY = 'all';

interface BillRuleTemplatePickerProps {
  /** The chosen rule's business code (what a document-number field keeps). */
  value?: string;
  onChange?: (enCode: string, rule?: BillRuleOption) => void;
  disabled?: boolean;
}

/**
 * The form designer's document-number template picker: the chosen rule's code in an input; a click
 * opens the enabled rules with the business categories on the left, keyword search and a pager on
 * the right; 新建 opens the rule dialog (for callers who may add rules).
 */
export function BillRuleTemplatePicker({ value, onChange, disabled }: BillRuleTemplatePickerProps) {
  const { t } = useTranslation(['billRule', 'adminKit', 'common']);
  const [isOpen, setIsOpen] = useState(false);
  const [picked, setPicked] = useState<BillRuleOption | undefined>();
  const [isAdding, setIsAdding] = useState(false);
  const { params, search, filter, page } = useListParams<{ categoryId: string }>({ categoryId: ROOT });
  const [keyword, setKeyword] = useState('');
  const { categories } = useBillCategories();
  const list = useQuery({ ...endpointQuery(billRuleEndpoints.selector, { query: params }), enabled: isOpen });
  const rows = list.data?.list ?? [];

  const confirm = () => {
    if (!picked) return;
    onChange?.(picked.enCode, picked);
    setIsOpen(false);
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          value={value}
          placeholder={t('pickerPlaceholder')}
          disabled={disabled}
          onClick={() => !disabled && setIsOpen(true)}
          data-testid="bill-rule-picker-input"
        />
        <Button disabled={disabled} onClick={() => setIsAdding(true)}>
          {t('adminKit:add')}
        </Button>
      </Space.Compact>
      <Modal
        open={isOpen}
        title={t('pickerTitle')}
        width={1000}
        onCancel={() => setIsOpen(false)}
        onOk={confirm}
        okButtonProps={{ disabled: !picked }}
        destroyOnHidden
      >
        <Flex gap={16} data-testid="bill-rule-picker">
          <Tree
            style={{ width: 200, flex: 'none' }}
            expandedKeys={[ROOT_KEY]}
            selectedKeys={[params.categoryId || ROOT_KEY]}
            onSelect={(keys) => {
              const key = String(keys[0] ?? ROOT_KEY);
              filter({ categoryId: key === ROOT_KEY ? ROOT : key });
            }}
            treeData={[
              {
                key: ROOT_KEY,
                title: t('categoryRoot'),
                children: categories.map((c) => ({ key: c.id, title: c.fullName })),
              },
            ]}
          />
          <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
            <Space>
              <Input
                value={keyword}
                allowClear
                placeholder={t('searchPlaceholder')}
                onChange={(e) => setKeyword(e.target.value)}
                onPressEnter={() => search(keyword)}
              />
              <Button type="primary" onClick={() => search(keyword)}>
                {t('adminKit:search')}
              </Button>
              <Button
                onClick={() => {
                  setKeyword('');
                  search('');
                }}
              >
                {t('adminKit:reset')}
              </Button>
            </Space>
            <Table<BillRuleOption>
              rowKey="id"
              size="small"
              loading={list.isFetching}
              dataSource={list.isError ? [] : rows}
              pagination={false}
              locale={{ emptyText: tableEmptyText(list.isError, () => void list.refetch()) }}
              rowSelection={{
                type: 'radio',
                selectedRowKeys: picked ? [picked.id] : [],
                onChange: (_keys, selected) => setPicked(selected[0]),
              }}
              onRow={(row) => ({ onClick: () => setPicked(row) })}
              columns={[
                { key: 'index', title: t('index'), width: 60, render: (_v, _r, i) => i + 1 },
                { key: 'fullName', dataIndex: 'fullName', title: t('field.fullName') },
                { key: 'enCode', dataIndex: 'enCode', title: t('field.enCode') },
                { key: 'startNumber', dataIndex: 'startNumber', title: t('field.startNumber') },
              ]}
            />
            <ListPager
              current={params.currentPage}
              pageSize={params.pageSize}
              total={list.data?.pagination.total ?? 0}
              onChange={page}
            />
          </Flex>
        </Flex>
      </Modal>
      <BillRuleFormDialog
        target={isAdding ? {} : undefined}
        onClose={() => setIsAdding(false)}
        onSaved={() => void list.refetch()}
      />
    </>
  );
}
