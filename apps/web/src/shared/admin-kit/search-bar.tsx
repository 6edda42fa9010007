import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { adminKitLocales } from './admin-kit-locales.ts';

registerLocales(adminKitLocales);

interface SearchBarProps {
  onSearch: (keyword: string) => void;
  onRefresh: () => void;
  placeholder?: string;
  /** The keyword's length limit (100 unless the list searches something shorter). */
  maxLength?: number;
  /** Extra filters shown after the keyword box. */
  filters?: ReactNode;
  /** Called by reset after the keyword is cleared, to clear the page's own filters too. */
  onReset?: () => void;
  /** Actions on the right (new, import, export…), usually wrapped in <Auth>. */
  actions?: ReactNode;
  testId?: string;
}

/** The search row above every administration list: keyword + filters, search, reset; actions and refresh. */
export function SearchBar({
  onSearch,
  onRefresh,
  placeholder,
  maxLength = 100,
  filters,
  onReset,
  actions,
  testId,
}: SearchBarProps) {
  const { t } = useTranslation('adminKit');
  const [keyword, setKeyword] = useState('');
  return (
    <Flex justify="space-between" align="flex-start" gap={8} wrap style={{ marginBottom: 16 }}>
      <Space wrap>
        <Input
          allowClear
          value={keyword}
          maxLength={maxLength}
          placeholder={placeholder ?? t('keywordPlaceholder')}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={() => onSearch(keyword)}
          style={{ width: 240 }}
          data-testid={testId ? `${testId}-keyword` : undefined}
        />
        {filters}
        <Button type="primary" onClick={() => onSearch(keyword)}>
          {t('search')}
        </Button>
        <Button
          onClick={() => {
            setKeyword('');
            onReset?.();
            onSearch('');
          }}
        >
          {t('reset')}
        </Button>
      </Space>
      {/* Flex, not Space: Space spaces its direct children only, so the buttons of an actions component
          (import, export, columns) would touch each other. */}
      <Flex gap={8} wrap>
        {actions}
        <Button
          icon={<ReloadOutlined />}
          onClick={onRefresh}
          aria-label={t('refresh')}
          title={t('refresh')}
        />
      </Flex>
    </Flex>
  );
}
