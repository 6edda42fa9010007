import { usersPickerEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { endpointQuery } from '../../../../platform/http/endpoint-query.ts';

interface ManagerSelectProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The current manager's name, shown before any search has run. */
  currentName?: string | null;
  placeholder?: string;
}

/** Picks a user by name or account (searched on the server); the server checks the user exists. */
export function ManagerSelect({ value, onChange, currentName, placeholder }: ManagerSelectProps) {
  const [keyword, setKeyword] = useState('');
  const query = useQuery({
    ...endpointQuery(usersPickerEndpoints.all, { query: { keyword } }),
    staleTime: 30_000,
  });
  const options = (query.data?.list ?? []).map((u) => ({ value: u.id, label: u.fullName }));
  if (value && currentName && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: currentName });
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
      data-testid="organize-manager"
    />
  );
}
