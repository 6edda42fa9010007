import type {
  CreatePositionBodyInput,
  PositionInfo,
  PositionList,
  UpdatePositionBodyInput,
} from '@platform/contracts';
import { http } from '../../../shared/http/request.ts';

/* Positions (/api/permission/Position, spec §7.4). */

const BASE = '/api/permission/Position';
const enc = encodeURIComponent;

export interface PositionListParams {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  organizeId?: string;
}

export const listPositions = (params: PositionListParams) => http.get<PositionList>(BASE, { ...params });
export const getPosition = (id: string) => http.get<PositionInfo>(`${BASE}/${enc(id)}`);
export const createPosition = (body: CreatePositionBodyInput) =>
  http.send<{ id: string }>('POST', BASE, { ...body });
export const updatePosition = (id: string, body: UpdatePositionBodyInput) =>
  http.send<null>('PUT', `${BASE}/${enc(id)}`, { ...body });
export const removePosition = (id: string) => http.send<null>('DELETE', `${BASE}/${enc(id)}`);

export const positionKeys = {
  all: ['positions'] as const,
  list: (params: PositionListParams) => ['positions', 'list', params] as const,
  detail: (id: string) => ['positions', 'detail', id] as const,
};
