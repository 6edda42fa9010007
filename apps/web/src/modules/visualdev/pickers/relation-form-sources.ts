import { onlineDevEndpoints, visualDevEndpoints } from '@platform/contracts/web-endpoints';
import type { FormDataSources } from '@platform/form-engine/react';
import { ApiError } from '../../../platform/http/api-error.ts';
import { call } from '../../../platform/http/call.ts';

/*
 * The relation-form picker's sources on the server's calls: a page of the related design's records
 * (GET /visualdev/Base/{modelId}/FieldDataSelect with keyword, relationField and columnOptions) and one
 * record with that design's form for the read-only detail (its released Config and the record's
 * DataChange, read together). The server applies the related design's own menu and column grants.
 */

export type RelationFormSources = Required<Pick<FormDataSources, 'relationFormList' | 'relationFormRecord'>>;

const SILENT = { isSilent: true };
const NOT_FOUND = 404;

const parsedRecord = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

export const relationFormSources: RelationFormSources = {
  // The pick list shows the server's reason when a page fails (no access to the related design…).
  relationFormList: async ({ modelId, ...query }) => {
    const page = await call(visualDevEndpoints.fieldDataSelect, { params: { id: modelId }, query });
    return { list: page.list, total: page.pagination.total };
  },
  relationFormRecord: async ({ modelId, id }) => {
    try {
      const [config, record] = await Promise.all([
        call(onlineDevEndpoints.config, { params: { modelId }, query: {} }, SILENT),
        call(onlineDevEndpoints.detail, { params: { modelId, id } }, SILENT),
      ]);
      return { formData: config.formData, data: { ...parsedRecord(record.data), id: record.id } };
    } catch (error) {
      if (error instanceof ApiError && error.code === NOT_FOUND) return null;
      throw error;
    }
  },
};
