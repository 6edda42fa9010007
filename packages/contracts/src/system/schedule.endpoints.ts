import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  createScheduleBodySchema,
  scheduleDetailQuerySchema,
  scheduleDetailSchema,
  scheduleExportQuerySchema,
  scheduleInfoSchema,
  scheduleListQuerySchema,
  scheduleListSchema,
  scheduleScopeParamsSchema,
  updateScheduleBodySchema,
} from './schedule.ts';

const BASE = '/system/Schedule';

/** 日程: every signed-in user's own calendar and the entries they take part in. */
export const scheduleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: "The caller's schedule entries (created or taking part) overlapping startTime–endTime",
    schemas: { query: scheduleListQuerySchema, response: scheduleListSchema },
  }),
  detail: endpoint({
    method: 'GET',
    path: `${BASE}/detail`,
    summary: 'One entry as the view dialog shows it (names instead of ids); by id, else the first of groupId',
    schemas: { query: scheduleDetailQuerySchema, response: scheduleDetailSchema },
  }),
  /** The original client asks with a trailing slash (`detail/?groupId=&id=`): the same read. */
  detailWithSlash: endpoint({
    method: 'GET',
    path: `${BASE}/detail/`,
    summary: "The view dialog's read, at the original client's spelling of the path",
    schemas: { query: scheduleDetailQuerySchema, response: scheduleDetailSchema },
  }),
  export: endpoint({
    method: 'GET',
    path: `${BASE}/Actions/Export`,
    summary: "Ours: the caller's entries in the range as an iCalendar (.ics) attachment",
    isRaw: true,
    schemas: { query: scheduleExportQuerySchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One entry to edit, with its participants',
    schemas: { params: idParamsSchema, response: scheduleInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create an entry; a repeating one becomes one occurrence per date up to repeatTime',
    schemas: { body: createScheduleBodySchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/{type}`,
    summary: 'Edit an entry (creator only): type 1 this occurrence, 2 this and the following, 3 all',
    schemas: { params: scheduleScopeParamsSchema, body: updateScheduleBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}/{type}`,
    summary:
      'Delete an entry: type 1 this occurrence, 2 this and the following, 3 all; a participant leaves instead',
    schemas: { params: scheduleScopeParamsSchema },
  }),
};
