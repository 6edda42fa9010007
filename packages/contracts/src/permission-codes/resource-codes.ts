import { named, type ResourceProfile } from './resource-profile.ts';
import { PERMISSION_RESOURCE_PROFILES } from './resource-profiles-permission.ts';
import { SYSTEM_RESOURCE_PROFILES } from './resource-profiles-system.ts';

export type { FieldResource, ResourceProfile } from './resource-profile.ts';

/**
 * Column and form resources per kind of page (the seed gives each menu the resources of its profile); pages name a profile, the rest use `generic`. Column
 * codes are the field names of the list's rows and form codes those of its create/edit bodies: the
 * server hides and refuses by them (ADR 0009).
 */
export const RESOURCE_PROFILES = {
  generic: named('base_data'),
  ...PERMISSION_RESOURCE_PROFILES,
  ...SYSTEM_RESOURCE_PROFILES,
  flow: {
    table: 'flow_tasks',
    columns: [
      ['fullName', '流程标题'],
      ['flowName', '所属流程'],
      ['startTime', '发起时间'],
      ['userName', '发起人员'],
      ['thisStep', '当前节点'],
      ['status', '状态'],
    ],
    forms: [
      ['fullName', '流程标题'],
      ['flowUrgent', '紧急程度'],
      ['description', '备注'],
    ],
  },
  config: {
    table: 'sys_config',
    columns: [],
    forms: [
      ['sysName', '系统名称'],
      ['title', '标题'],
      ['copyright', '版权'],
      ['singleLogin', '登录方式'],
      ['tokenTimeout', '超时时间'],
      ['passwordErrorsNumber', '密码错误次数'],
      ['enableVerificationCode', '登录验证码'],
    ],
  },
} as const satisfies Record<string, ResourceProfile>;
export type ResourceProfileName = keyof typeof RESOURCE_PROFILES;

/** Column codes of a profile: the list rows' field names it governs. */
export type ColumnCode<P extends ResourceProfileName> = (typeof RESOURCE_PROFILES)[P]['columns'][number][0];
/** Form codes of a profile: the create/edit bodies' field names it governs. */
export type FormCode<P extends ResourceProfileName> = (typeof RESOURCE_PROFILES)[P]['forms'][number][0];

/** The governed column and form codes of a profile, as sets (what a page's permission gates check). */
export function resourceCodes<P extends ResourceProfileName>(profile: P) {
  const { columns, forms } = RESOURCE_PROFILES[profile];
  return {
    columns: new Set(columns.map(([code]) => code)) as ReadonlySet<ColumnCode<P>>,
    forms: new Set(forms.map(([code]) => code)) as ReadonlySet<FormCode<P>>,
  };
}
