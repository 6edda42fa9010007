// Generated from the *.endpoints.ts files by `npm run generate`: do not edit (see apps/server/test/architecture/endpoint-descriptors.test.ts).
import type { WebEndpoints } from './endpoint.ts';
import type * as permissionPosition from './permission/position.endpoints.ts';

export const positionEndpoints: WebEndpoints<typeof permissionPosition.positionEndpoints> = {
  list: { method: 'GET', path: '/permission/Position' },
  selector: { method: 'GET', path: '/permission/Position/Selector' },
  all: { method: 'GET', path: '/permission/Position/All' },
  listByOrganizations: { method: 'POST', path: '/permission/Position/getListByOrgIds' },
  condition: { method: 'POST', path: '/permission/Position/PositionCondition' },
  create: { method: 'POST', path: '/permission/Position' },
  get: { method: 'GET', path: '/permission/Position/{id}' },
  update: { method: 'PUT', path: '/permission/Position/{id}' },
  remove: { method: 'DELETE', path: '/permission/Position/{id}' },
};
