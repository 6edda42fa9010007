import { type DataModelField, PLATFORM_SOURCE_ID } from '@platform/contracts';
import { dataModelEndpoints } from '@platform/contracts/web-endpoints';
import { useQueries } from '@tanstack/react-query';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

/** The columns of one table of a design as read from its data source. */
export interface TableColumns {
  columns: DataModelField[] | undefined;
  isLoading: boolean;
  /** The server's message when the columns could not be read. */
  error: string | undefined;
}

const NOT_ASKED: TableColumns = { columns: undefined, isLoading: false, error: undefined };

/** The columns' query of a table of a data source, each table read once and shared by its readers. */
export const tableColumnsQuery = (dbLinkId: string, table: string) =>
  endpointQuery(
    dataModelEndpoints.fields,
    { params: { linkId: dbLinkId || PLATFORM_SOURCE_ID, table }, query: {} },
    { isSilent: true },
  );

/**
 * The live columns of each named table (the data model's `Tables/{table}/Fields`), by table name; the
 * columns the design stored with its tables may be older than the table.
 */
export function useTableColumns(dbLinkId: string, tables: readonly string[]) {
  const answers = useQueries({
    queries: tables.map((table) => ({ ...tableColumnsQuery(dbLinkId, table), staleTime: 30_000 })),
  });
  const byTable = new Map<string, TableColumns>();
  tables.forEach((table, index) => {
    const answer = answers[index];
    byTable.set(table, {
      columns: answer?.data?.list,
      isLoading: answer?.isLoading ?? false,
      error: answer?.error?.message,
    });
  });
  return (table: string | undefined): TableColumns => (table && byTable.get(table)) || NOT_ASKED;
}
