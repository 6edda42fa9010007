import { usersPickerEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

interface UserSelectProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The current user's label, shown before any search has run. */
  currentLabel?: string | null;
  /** Users that may not be chosen (the user being edited, the leaving user). */
  excludeIds?: readonly string[];
  placeholder?: string;
  testId?: string;
}

/** Picks one user by name or account (searched on the server, GET /Users/All). */
export function UserSelect({
  value,
  onChange,
  currentLabel,
  excludeIds = [],
  placeholder,
  testId,
}: UserSelectProps) {
  const [keyword, setKeyword] = useState('');
  const query = useQuery({
    ...endpointQuery(usersPickerEndpoints.all, { query: { keyword } }),
    staleTime: 30_000,
  });
  const options = (query.data?.list ?? [])
    .filter((u) => !excludeIds.includes(u.id))
    .map((u) => ({ value: u.id, label: u.fullName }));
  if (value && currentLabel && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: currentLabel });
  }
  return (
    <Select<string>
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      loading={query.isFetching}
      placeholder={placeholder}
      data-testid={testId}
    />
  );
}
