import { endpoint } from '../endpoint.ts';
import { authorizeHolderListSchema } from './authorize.ts';
import {
  gradeAdministratorSchema,
  gradeListSchema,
  gradeQuerySchema,
  gradeUserParamsSchema,
  saveGradeBodySchema,
} from './grade.ts';

const BASE = '/permission/Grade';

/** 分级管理: users who administer organizations, and what they may do there. */
export const gradeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Users who administer organizations, with those organizations; keyword on account or name',
    schemas: { query: gradeQuerySchema, response: gradeListSchema },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${BASE}/Selector`,
    summary: 'Users to delegate to (keyword on account or name), paged',
    schemas: { query: gradeQuerySchema, response: authorizeHolderListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{userId}`,
    summary: 'The organizations a user administers',
    schemas: { params: gradeUserParamsSchema, response: gradeAdministratorSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{userId}`,
    summary: 'Replace the organizations a user administers ([] removes all)',
    schemas: { params: gradeUserParamsSchema, body: saveGradeBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{userId}`,
    summary: 'The user no longer administers any organization',
    schemas: { params: gradeUserParamsSchema },
  }),
};
