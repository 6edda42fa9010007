import { dataSourceEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

/** The enabled data sources as grouped select options (the platform database first), from DataSource/Selector. */
export function useDataSourceOptions() {
  const sources = useQuery(endpointQuery(dataSourceEndpoints.selector, { query: {} }));
  const options = (sources.data?.list ?? [])
    .filter((group) => group.children.length > 0)
    .map((group) => ({
      label: group.fullName,
      options: group.children.map((source) => ({ value: source.id, label: source.fullName })),
    }));
  return { options, isLoading: sources.isLoading };
}
