import type { MessageTemplateListQuery, SendConfigAccountQuery } from '@platform/contracts';
import { messageTemplateEndpoints, sendConfigEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

/** What a picked template or account tells the binding: its name and code. */
interface Picked {
  id: string;
  fullName: string;
  enCode: string;
}

interface PickerProps {
  /** The form item's id, so its label names the picker. */
  id?: string;
  value?: string | null;
  onChange?: (id: string | undefined) => void;
  /** The stored name of the current value, shown before the list has it. */
  label?: string | null;
  onPick: (item: Picked) => void;
}

/** The first page of matches is what a picker offers; a keyword narrows it on the server. */
const PICKER_PAGE = 100;
const STALE_MS = 30_000;

function PickerSelect({
  id,
  value,
  onChange,
  label,
  onPick,
  items,
  isLoading,
  isDisabled,
  onSearch,
  testId,
}: PickerProps & {
  items: Picked[];
  isLoading: boolean;
  isDisabled: boolean;
  onSearch: (keyword: string) => void;
  testId: string;
}) {
  const options = items.map((item) => ({ value: item.id, label: item.fullName }));
  if (value && label && !options.some((o) => o.value === value)) options.unshift({ value, label });
  return (
    <Select<string>
      id={id}
      allowClear
      showSearch={{ filterOption: false, onSearch }}
      value={value ?? undefined}
      disabled={isDisabled}
      loading={isLoading}
      options={options}
      onChange={(id) => {
        const item = items.find((i) => i.id === id);
        if (item) onPick(item);
        onChange?.(id);
      }}
      data-testid={testId}
    />
  );
}

/** Enabled templates of the binding's type and the configuration's source (GET MessageTemplateConfig/Selector). */
export function TemplatePicker({
  messageType,
  messageSource,
  ...props
}: PickerProps & { messageType: string | undefined; messageSource: string }) {
  const [keyword, setKeyword] = useState('');
  const query = {
    currentPage: 1,
    pageSize: PICKER_PAGE,
    keyword,
    enabledMark: '1',
    messageType,
    messageSource,
  } as MessageTemplateListQuery;
  const templates = useQuery({
    ...endpointQuery(messageTemplateEndpoints.selector, { query }),
    enabled: messageType !== undefined,
    staleTime: STALE_MS,
  });
  return (
    <PickerSelect
      {...props}
      items={templates.data?.list ?? []}
      isLoading={templates.isFetching}
      isDisabled={messageType === undefined}
      onSearch={setKeyword}
      testId="send-config-template-picker"
    />
  );
}

/**
 * Enabled accounts of the binding's type (GET SendMessageConfig/AccountSelector: the 发送配置 menu
 * suffices, names and codes only).
 */
export function AccountPicker({ messageType, ...props }: PickerProps & { messageType: string }) {
  const [keyword, setKeyword] = useState('');
  const query = { type: messageType, keyword } as SendConfigAccountQuery;
  const accounts = useQuery({
    ...endpointQuery(sendConfigEndpoints.accountSelector, { query }),
    staleTime: STALE_MS,
  });
  return (
    <PickerSelect
      {...props}
      items={accounts.data?.list ?? []}
      isLoading={accounts.isFetching}
      isDisabled={false}
      onSearch={setKeyword}
      testId="send-config-account-picker"
    />
  );
}
