import { usersPickerEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useRef, useState } from 'react';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

interface ReceiversSelectProps {
  value: string[];
  onChange: (ids: string[]) => void;
  placeholder: string;
  testId: string;
}

/**
 * Picks several users by name or account (searched on the server, GET /Users/All); the names of the
 * chosen stay shown while another search runs.
 */
export function ReceiversSelect({ value, onChange, placeholder, testId }: ReceiversSelectProps) {
  const [keyword, setKeyword] = useState('');
  const names = useRef(new Map<string, string>());
  const users = useQuery({
    ...endpointQuery(usersPickerEndpoints.all, { query: { keyword } }),
    staleTime: 30_000,
  });
  const found = (users.data?.list ?? []).map((u) => ({ value: u.id, label: u.fullName }));
  for (const option of found) names.current.set(option.value, option.label);
  const kept = value
    .filter((id) => !found.some((o) => o.value === id))
    .map((id) => ({ value: id, label: names.current.get(id) ?? id }));
  return (
    <Select<string[]>
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={onChange}
      options={[...kept, ...found]}
      loading={users.isFetching}
      placeholder={placeholder}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
