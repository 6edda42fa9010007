import { sendConfigEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

/** Send configurations made for schedules (message source 4, 日程), as the original's picker asks. */
const SCHEDULE_SOURCE = '4';
const PAGE_SIZE = 50;

interface ScheduleSendConfigSelectProps {
  /** Set by the surrounding Form.Item, so that its label names the select. */
  id?: string;
  /** The chosen configuration's id (set by the surrounding Form.Item). */
  value?: string;
  onChange?: (id: string) => void;
  /** The stored name of the chosen configuration, shown while it is not among the answered page. */
  selectedName?: string | undefined;
  onPicked: (name: string) => void;
}

/**
 * The schedule's 发送配置: enabled configurations searched by name or code through the pickers' list,
 * which every signed-in user may read (no 消息中心 menu needed).
 */
export function ScheduleSendConfigSelect({
  id,
  value,
  onChange,
  selectedName,
  onPicked,
}: ScheduleSendConfigSelectProps) {
  const [keyword, setKeyword] = useState('');
  const configs = useQuery({
    ...endpointQuery(
      sendConfigEndpoints.picker,
      { query: { keyword, messageSource: SCHEDULE_SOURCE, currentPage: 1, pageSize: PAGE_SIZE } },
      { isSilent: true },
    ),
    placeholderData: keepPreviousData,
  });
  const options = (configs.data?.list ?? []).map((config) => ({ value: config.id, label: config.fullName }));
  if (value && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: selectedName || value });
  }
  return (
    <Select
      id={id}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      value={value || undefined}
      options={options}
      loading={configs.isFetching}
      onChange={(id: string) => {
        onChange?.(id);
        onPicked(options.find((option) => option.value === id)?.label ?? '');
      }}
      data-testid="schedule-send"
    />
  );
}
