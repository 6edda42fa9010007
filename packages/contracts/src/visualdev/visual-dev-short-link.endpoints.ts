import { endpoint } from '../endpoint.ts';
import * as record from '../record-schemas.ts';
import { areaOptionListSchema } from '../system/area.ts';
import { dictionaryOptionListSchema } from '../system/dictionary.ts';
import {
  onlineDevConfigSchema,
  onlineDevListBodySchema,
  onlineDevListSchema,
  onlineDevRecordSchema,
  onlineDevSaveBodySchema,
} from './online-dev.ts';
import {
  shortLinkCheckPasswordBodySchema,
  shortLinkConfigQuerySchema,
  shortLinkConfigSchema,
  shortLinkIdParamsSchema,
  shortLinkInfoSchema,
  shortLinkModelParamsSchema,
  shortLinkPassSchema,
  shortLinkRecordParamsSchema,
  shortLinkSaveBodySchema,
  shortLinkTokenQuerySchema,
} from './visual-dev-short-link.ts';
import {
  shortLinkAreaParamsSchema,
  shortLinkFieldParamsSchema,
  shortLinkInterfaceBodySchema,
  shortLinkInterfaceRowsSchema,
} from './visual-dev-short-link-options.ts';

const LINK = '/visualdev/ShortLink';

/**
 * 外链 of a design. `get` and `save` are the designer's (功能设计's menu); the others are called by the
 * public page without a session and carry the link's token (`encryption`).
 */
export const shortLinkEndpoints = {
  get: endpoint({
    method: 'GET',
    path: `${LINK}/{id}`,
    summary: "A design's link settings (defaults when never saved); passwords are never answered",
    schemas: { params: shortLinkIdParamsSchema, response: shortLinkInfoSchema },
  }),
  save: endpoint({
    method: 'PUT',
    path: LINK,
    summary:
      "Save a design's link settings (passwords kept hashed; '' with the switch on keeps the kept one)",
    schemas: { body: shortLinkSaveBodySchema },
  }),
  getConfig: endpoint({
    method: 'GET',
    path: `${LINK}/getConfig/{id}`,
    summary: 'Public: the settings the link page reads (switches, the list columns), by the link token',
    schemas: {
      params: shortLinkIdParamsSchema,
      query: shortLinkTokenQuerySchema,
      response: shortLinkConfigSchema,
    },
  }),
  checkPassword: endpoint({
    method: 'POST',
    path: `${LINK}/checkPwd`,
    summary: "Public: check a link's password (md5); answers the token to send as encryption afterwards",
    schemas: { body: shortLinkCheckPasswordBodySchema, response: shortLinkPassSchema },
  }),
  config: endpoint({
    method: 'GET',
    path: `${LINK}/{modelId}/Config`,
    summary: 'Public: the released design the link page draws (form and list JSON)',
    schemas: {
      params: shortLinkModelParamsSchema,
      query: shortLinkConfigQuerySchema,
      response: onlineDevConfigSchema,
    },
  }),
  create: endpoint({
    method: 'POST',
    path: `${LINK}/{modelId}`,
    summary: 'Public: add a record through the form link, checked against the released form',
    schemas: {
      params: shortLinkModelParamsSchema,
      query: shortLinkTokenQuerySchema,
      body: onlineDevSaveBodySchema,
      response: record.createdId,
    },
  }),
  detail: endpoint({
    method: 'GET',
    path: `${LINK}/{modelId}/{id}/DataChange`,
    summary: "Public: one record of the list link, with the link's columns only",
    schemas: {
      params: shortLinkRecordParamsSchema,
      query: shortLinkTokenQuerySchema,
      response: onlineDevRecordSchema,
    },
  }),
  list: endpoint({
    method: 'POST',
    path: `${LINK}/{modelId}/ListLink`,
    summary: "Public: records of the list link, paged, with the link's columns and search fields only",
    schemas: {
      params: shortLinkModelParamsSchema,
      query: shortLinkTokenQuerySchema,
      body: onlineDevListBodySchema,
      response: onlineDevListSchema,
    },
  }),
  dictionary: endpoint({
    method: 'GET',
    path: `${LINK}/{modelId}/Field/{field}/Dictionary`,
    summary:
      "Public: the options of a dictionary field of the form link's released form (its data dictionary or dynamic dictionary), by the link token",
    schemas: {
      params: shortLinkFieldParamsSchema,
      query: shortLinkTokenQuerySchema,
      response: dictionaryOptionListSchema,
    },
  }),
  interfaceRows: endpoint({
    method: 'POST',
    path: `${LINK}/{modelId}/Field/{field}/Interface`,
    summary:
      "Public: the rows of the data interface a field of the form link's released form names, with the field's parameters",
    schemas: {
      params: shortLinkFieldParamsSchema,
      query: shortLinkTokenQuerySchema,
      body: shortLinkInterfaceBodySchema,
      response: shortLinkInterfaceRowsSchema,
    },
  }),
  area: endpoint({
    method: 'GET',
    path: `${LINK}/{modelId}/Field/{field}/Area/{parentId}`,
    summary: "Public: the enabled areas below a parent for an area field of the form link's released form",
    schemas: {
      params: shortLinkAreaParamsSchema,
      query: shortLinkTokenQuerySchema,
      response: areaOptionListSchema,
    },
  }),
  onlineList: endpoint({
    method: 'POST',
    path: '/visualdev/OnlineDev/{modelId}/ListLink',
    summary:
      "The list link's records for a holder of the design's menu (the link's columns within the caller's)",
    schemas: {
      params: shortLinkModelParamsSchema,
      body: onlineDevListBodySchema,
      response: onlineDevListSchema,
    },
  }),
};
