import { visualDevEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { endpointQuery } from '../../../../platform/http/endpoint-query.ts';

interface DesignTreeSelectProps {
  value: string;
  onChange: (designId: string) => void;
  /** Only designs with a released copy (a runtime reads the released one). */
  isReleased?: boolean;
  testId: string;
}

/** A form design picked from the category → designs tree of `Base/Selector`; categories are not selectable. */
export function DesignTreeSelect({ value, onChange, isReleased = false, testId }: DesignTreeSelectProps) {
  const designs = useQuery(
    endpointQuery(visualDevEndpoints.selector, {
      query: { type: 1, ...(isReleased ? { isRelease: 1 } : {}) },
    }),
  );
  return (
    <TreeSelect
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      value={value || undefined}
      treeData={(designs.data?.list ?? []).map((c) => ({
        value: `category:${c.id}`,
        title: c.fullName,
        selectable: false,
        children: c.children.map((d) => ({ value: d.id, title: d.fullName })),
      }))}
      onChange={onChange}
      data-testid={testId}
    />
  );
}
