import type { EndpointBody } from '@platform/contracts';
import type { usersEndpoints } from '@platform/contracts/web-endpoints';

/* What the user dialog sends: only the fields the caller's form grants show (spec §6, ADR 0009). */

export interface UserFormValues {
  account: string;
  realName: string;
  gender?: number | null;
  mobilePhone?: string | null;
  email?: string | null;
  organizeIds: string[];
  organizeId?: string | null;
  positionIds?: string[];
  roleIds?: string[];
  managerId?: string | null;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string | null;
}

/** The user menu's form codes (permission.user); sortCode and the state are not governed by form grants. */
export type FormCode =
  | 'account'
  | 'realName'
  | 'gender'
  | 'mobilePhone'
  | 'email'
  | 'organizeId'
  | 'positionId'
  | 'roleId'
  | 'managerId'
  | 'description';

/** The edit body: the shown fields only, so a hidden field keeps its value on the server. */
export function updateBodyFrom(
  values: UserFormValues,
  can: (code: FormCode) => boolean,
): EndpointBody<typeof usersEndpoints.update> {
  const orgs = values.organizeIds ?? [];
  return {
    ...(can('realName') ? { realName: values.realName } : {}),
    ...(can('gender') ? { gender: values.gender ?? null } : {}),
    ...(can('mobilePhone') ? { mobilePhone: values.mobilePhone || null } : {}),
    ...(can('email') ? { email: values.email || null } : {}),
    ...(can('organizeId')
      ? {
          organizeIds: orgs,
          organizeId: values.organizeId && orgs.includes(values.organizeId) ? values.organizeId : null,
        }
      : {}),
    ...(can('positionId') ? { positionIds: values.positionIds ?? [] } : {}),
    ...(can('roleId') ? { roleIds: values.roleIds ?? [] } : {}),
    ...(can('managerId') ? { managerId: values.managerId ?? null } : {}),
    ...(can('description') ? { description: values.description ?? null } : {}),
    sortCode: values.sortCode ?? 0,
  };
}

/** The create body; account, name and organizations are required, so the server names what is missing. */
export function createBodyFrom(
  values: UserFormValues,
  can: (code: FormCode) => boolean,
): EndpointBody<typeof usersEndpoints.create> {
  const common = updateBodyFrom(values, can);
  return {
    ...common,
    realName: common.realName ?? '',
    organizeIds: common.organizeIds ?? [],
    account: can('account') ? values.account : '',
    enabledMark: values.enabledMark === false ? 0 : 1,
  };
}
