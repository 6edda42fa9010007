import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  createNoticeBodySchema,
  noticeCreatedSchema,
  noticeInfoSchema,
  noticeListRequestSchema,
  noticeListSchema,
  noticeReleasedSchema,
  updateNoticeBodySchema,
} from './notice.ts';

const BASE = '/message/Notice';

/** 系统公告: drafts kept by administrators and released once to their targets as type-3 messages. */
export const noticeEndpoints = {
  list: endpoint({
    method: 'POST',
    path: `${BASE}/List`,
    summary: 'Notices, paged, newest first; keyword on the title, state and category filters',
    schemas: { body: noticeListRequestSchema, response: noticeListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One notice with its body, attachments and targets',
    schemas: { params: idParamsSchema, response: noticeInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Creates a draft notice (rich text sanitised)',
    schemas: { body: createNoticeBodySchema, response: noticeCreatedSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Edits a draft notice; a released one is refused',
    schemas: { params: idParamsSchema, body: updateNoticeBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Deletes a notice; messages already delivered stay with their receivers',
    schemas: { params: idParamsSchema },
  }),
  release: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Actions/Release`,
    summary: 'Releases a draft: one type-3 message for every target user, in one transaction',
    schemas: { params: idParamsSchema, response: noticeReleasedSchema },
  }),
};
