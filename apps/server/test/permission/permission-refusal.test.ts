import { ButtonCode, MenuCode } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { permissionRefusal } from '../../src/modules/permission/authority/authority.service.ts';
import { createUser, type TestUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { userWithMenu } from './authorize-fixtures.ts';

/*
 * A refused permission route names what is missing — the menu, or the button of the menu, by their
 * display names — in the caller's language, and still answers code 401 (HTTP 403) (ADR 0008).
 */

const t = useTestApp();
let nobody: TestUser;
let menuOnly: TestUser;

beforeAll(async () => {
  nobody = await createUser(t);
  menuOnly = await userWithMenu(t, MenuCode.permissionUser);
});

const call = (method: 'GET' | 'DELETE', url: string, token: string, language: string) =>
  t.call({ method, url, token, headers: { 'accept-language': language } });

describe('the refusal of a permission route', () => {
  it('names the missing menu in zh-CN, zh-TW and en-US', async () => {
    const expected = {
      'zh-CN': '没有权限：缺少「用户管理」菜单权限',
      'zh-TW': '沒有權限：缺少「用户管理」選單權限',
      'en-US': 'Not permitted: the menu “用户管理” is not granted',
    };
    for (const [language, msg] of Object.entries(expected)) {
      const res = await call('GET', '/api/permission/Users', nobody.token, language);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 401, msg, data: null });
    }
  });

  it('names the missing button and its menu in zh-CN, zh-TW and en-US', async () => {
    const expected = {
      'zh-CN': '没有权限：缺少「用户管理」菜单的「删除」按钮权限',
      'zh-TW': '沒有權限：缺少「用户管理」選單的「删除」按鈕權限',
      'en-US': 'Not permitted: the button “删除” of the menu “用户管理” is not granted',
    };
    for (const [language, msg] of Object.entries(expected)) {
      const res = await call('DELETE', `/api/permission/Users/${nobody.id}`, menuOnly.token, language);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 401, msg, data: null });
    }
    // The holder of the menu still reads the list: only the button is missing.
    expect((await call('GET', '/api/permission/Users', menuOnly.token, 'zh-CN')).body.code).toBe(200);
  });

  it('falls back to the codes when the menu or the button is unknown', async () => {
    const menu = await permissionRefusal(t.ctx, 'no.such.menu');
    expect(menu).toMatchObject({
      code: 401,
      messageKey: 'authorize.missingMenu',
      params: { menu: 'no.such.menu' },
    });
    const button = await permissionRefusal(t.ctx, MenuCode.permissionUser, 'btn_nothing');
    expect(button).toMatchObject({
      messageKey: 'authorize.missingButton',
      params: { menu: '用户管理', button: 'btn_nothing' },
    });
    expect((await permissionRefusal(t.ctx, MenuCode.permissionUser, ButtonCode.add)).params).toEqual({
      menu: '用户管理',
      button: '新建',
    });
  });
});
