import { MenuCode, shortLinkEndpoints } from '@platform/contracts';
import { ok, publicAccess, requiresPermission, route, signedIn } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { findShortLink } from './short-link.repository.ts';
import { getShortLink, saveShortLink } from './short-link.service.ts';
import { listOnlineDevLinkRecords, listShortLinkRecords } from './short-link-list.ts';
import { listLinkAreas, listLinkDictionary, listLinkInterfaceRows } from './short-link-options.service.ts';
import {
  checkShortLinkPassword,
  createShortLinkRecord,
  getShortLinkConfig,
  getShortLinkDesign,
  getShortLinkRecord,
} from './short-link-public.service.ts';

/*
 * /api/visualdev/ShortLink (外链): the designer's settings under 功能设计's menu, and the public page's
 * calls (the form's field options among them), open without a session and checked by the link's token
 * (short-link-access.ts), each limited per client on top of the global limit. OnlineDev's ListLink is
 * the runtime's: the service checks the design's menu, as the other OnlineDev routes do.
 */

const MENU = MenuCode.webDesign;
const PUBLIC_READS = { max: 120, timeWindow: '1 minute' };
const PUBLIC_WRITES = { max: 30, timeWindow: '1 minute' };
/** Password guesses: few per client and minute (each check also costs an argon2 verification). */
const PASSWORD_CHECKS = { max: 10, timeWindow: '1 minute' };

/** A save of the settings, logged before and after; the password hashes are logged as whether one is kept. */
const settingsAudit: RouteAudit<unknown, { id: string }> = {
  module: 'visual_design_links',
  recordId: ({ body }) => body.id,
  load: async (app, id) => {
    const row = await findShortLink(app.db, id);
    if (!row) return undefined;
    const { formPassword, columnPassword, ...kept } = row;
    return { ...kept, hasFormPassword: Boolean(formPassword), hasColumnPassword: Boolean(columnPassword) };
  },
};

export const shortLinkRoutes = [
  route(shortLinkEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, params }) => getShortLink(app, params.id),
  }),
  route(shortLinkEndpoints.save, {
    access: requiresPermission(MENU),
    audit: settingsAudit,
    handler: async ({ app, user, body }) => {
      await saveShortLink(app, user, body);
      return ok(null, 'common.saved');
    },
  }),
  route(shortLinkEndpoints.getConfig, {
    access: publicAccess,
    rateLimit: PUBLIC_READS,
    handler: ({ app, params, query }) => getShortLinkConfig(app, params.id, query.encryption),
  }),
  route(shortLinkEndpoints.checkPassword, {
    access: publicAccess,
    rateLimit: PASSWORD_CHECKS,
    handler: ({ app, body }) => checkShortLinkPassword(app, body),
  }),
  route(shortLinkEndpoints.config, {
    access: publicAccess,
    rateLimit: PUBLIC_READS,
    handler: ({ app, params, query }) => getShortLinkDesign(app, params.modelId, query.encryption),
  }),
  route(shortLinkEndpoints.create, {
    access: publicAccess,
    rateLimit: PUBLIC_WRITES,
    handler: async ({ app, lang, params, query, body }) =>
      ok(
        { id: await createShortLinkRecord(app, lang, params.modelId, query.encryption, body) },
        'common.created',
      ),
  }),
  route(shortLinkEndpoints.detail, {
    access: publicAccess,
    rateLimit: PUBLIC_READS,
    handler: ({ app, lang, params, query }) => getShortLinkRecord(app, lang, params, query.encryption),
  }),
  route(shortLinkEndpoints.list, {
    access: publicAccess,
    rateLimit: PUBLIC_READS,
    handler: ({ app, lang, params, query, body }) =>
      listShortLinkRecords(app, lang, params.modelId, query.encryption, body),
  }),
  route(shortLinkEndpoints.dictionary, {
    access: publicAccess,
    rateLimit: PUBLIC_READS,
    handler: ({ app, lang, params, query }) => listLinkDictionary(app, lang, params, query.encryption),
  }),
  route(shortLinkEndpoints.interfaceRows, {
    access: publicAccess,
    rateLimit: PUBLIC_READS,
    handler: ({ app, lang, request, params, query, body }) =>
      listLinkInterfaceRows(app, lang, params, query.encryption, body, request),
  }),
  route(shortLinkEndpoints.area, {
    access: publicAccess,
    rateLimit: PUBLIC_READS,
    handler: ({ app, lang, params, query }) => listLinkAreas(app, lang, params, query.encryption),
  }),
  route(shortLinkEndpoints.onlineList, {
    access: signedIn,
    handler: ({ app, user, lang, params, body }) =>
      listOnlineDevLinkRecords(app, user, lang, params.modelId, body),
  }),
];
