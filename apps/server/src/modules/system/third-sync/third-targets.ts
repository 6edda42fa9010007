import type { SysConfig } from '@platform/contracts';
import type { AppConfig } from '../../../config.ts';
import { postThird, type ThirdAnswer } from './third-api.ts';

/*
 * WeCom (企业微信) and DingTalk (钉钉) as sync targets, by their documented server APIs:
 * WeCom   GET cgi-bin/gettoken?corpid&corpsecret, POST cgi-bin/department/create|update,
 *         POST cgi-bin/user/create|update (department ids are numbers, the userid is ours);
 * DingTalk GET gettoken?appkey&appsecret, POST topapi/v2/department/create|update,
 *         POST topapi/v2/user/create|update (dept_id_list is a comma separated string).
 * Both have the root department 1: our top organizations hang under it.
 */

export const ROOT_DEPARTMENT = '1';

export interface SyncDepartment {
  name: string;
  parentThirdId: string;
  order: number;
  /** Set when the department was created before: then it is updated. */
  thirdId: string | null;
}

export interface SyncUser {
  userId: string;
  name: string;
  mobile: string | null;
  email: string | null;
  departmentThirdIds: string[];
  isUpdate: boolean;
}

/** A call's answer with the id the service gives the record. */
export type SaveAnswer = { isOk: true; thirdId: string } | Extract<ThirdAnswer, { isOk: false }>;

export interface ThirdTarget {
  tokenUrl(config: AppConfig, settings: SysConfig): URL;
  isOrganizeOn(settings: SysConfig): boolean;
  isUserOn(settings: SysConfig): boolean;
  saveDepartment(config: AppConfig, token: string, department: SyncDepartment): Promise<SaveAnswer>;
  saveUser(config: AppConfig, token: string, user: SyncUser): Promise<SaveAnswer>;
}

function apiUrl(base: string, path: string, token: string): URL {
  const url = new URL(`${base}/${path}`);
  url.searchParams.set('access_token', token);
  return url;
}

/** The answer's id at `pick`, or `fallback` when the call succeeded without naming one. */
function withId(
  answer: ThirdAnswer,
  pick: (body: Record<string, unknown>) => unknown,
  fallback: string | null,
) {
  if (!answer.isOk) return answer;
  const picked = pick(answer.body);
  const thirdId = typeof picked === 'number' || typeof picked === 'string' ? String(picked) : fallback;
  return thirdId ? ({ isOk: true, thirdId } as const) : ({ isOk: false, code: -1, reason: 'no id' } as const);
}

const optional = (value: string | null) => (value ? value : undefined);

const weCom: ThirdTarget = {
  tokenUrl(config, settings) {
    const url = new URL(`${config.weComApiBase}/cgi-bin/gettoken`);
    url.searchParams.set('corpid', settings.qyhCorpId);
    url.searchParams.set('corpsecret', settings.qyhCorpSecret);
    return url;
  },
  isOrganizeOn: (settings) => settings.qyhIsSynOrg === 1,
  isUserOn: (settings) => settings.qyhIsSynUser === 1,
  async saveDepartment(config, token, d) {
    const body = { name: d.name, parentid: Number(d.parentThirdId), order: d.order };
    if (d.thirdId) {
      const url = apiUrl(config.weComApiBase, 'cgi-bin/department/update', token);
      return withId(await postThird(url, { ...body, id: Number(d.thirdId) }), () => d.thirdId, null);
    }
    const url = apiUrl(config.weComApiBase, 'cgi-bin/department/create', token);
    return withId(await postThird(url, body), (b) => b.id, null);
  },
  async saveUser(config, token, u) {
    const path = u.isUpdate ? 'cgi-bin/user/update' : 'cgi-bin/user/create';
    const body = {
      userid: u.userId,
      name: u.name,
      department: u.departmentThirdIds.map(Number),
      mobile: optional(u.mobile),
      email: optional(u.email),
    };
    return withId(await postThird(apiUrl(config.weComApiBase, path, token), body), () => u.userId, null);
  },
};

const dingTalk: ThirdTarget = {
  tokenUrl(config, settings) {
    const url = new URL(`${config.dingTalkApiBase}/gettoken`);
    url.searchParams.set('appkey', settings.dingSynAppKey);
    url.searchParams.set('appsecret', settings.dingSynAppSecret);
    return url;
  },
  isOrganizeOn: (settings) => settings.dingSynIsSynOrg === 1,
  isUserOn: (settings) => settings.dingSynIsSynUser === 1,
  async saveDepartment(config, token, d) {
    const body = { name: d.name, parent_id: Number(d.parentThirdId), order: d.order };
    if (d.thirdId) {
      const url = apiUrl(config.dingTalkApiBase, 'topapi/v2/department/update', token);
      return withId(await postThird(url, { ...body, dept_id: Number(d.thirdId) }), () => d.thirdId, null);
    }
    const url = apiUrl(config.dingTalkApiBase, 'topapi/v2/department/create', token);
    return withId(await postThird(url, body), (b) => resultOf(b).dept_id, null);
  },
  async saveUser(config, token, u) {
    const path = u.isUpdate ? 'topapi/v2/user/update' : 'topapi/v2/user/create';
    const body = {
      userid: u.userId,
      name: u.name,
      dept_id_list: u.departmentThirdIds.join(','),
      mobile: optional(u.mobile),
      email: optional(u.email),
    };
    const answer = await postThird(apiUrl(config.dingTalkApiBase, path, token), body);
    return withId(answer, (b) => resultOf(b).userid, u.userId);
  },
};

function resultOf(body: Record<string, unknown>): Record<string, unknown> {
  const result = body.result;
  return typeof result === 'object' && result !== null ? (result as Record<string, unknown>) : {};
}

/** The target of a SynThirdInfo thirdType: 1 WeCom, 2 DingTalk. */
export const thirdTargets: Record<'1' | '2', ThirdTarget> = { '1': weCom, '2': dingTalk };
