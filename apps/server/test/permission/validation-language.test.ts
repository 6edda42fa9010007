import { describe, expect, it } from 'vitest';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * A refused field is explained in the caller's language, for zod's own rules (lengths, required,
 * types) as for the shared patterns: no English default message reaches a zh-CN or zh-TW user.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const createUser = (body: Record<string, unknown>, lang: string) =>
  t.call({
    method: 'POST',
    url: '/api/permission/Users',
    token: admin.token,
    headers: { 'accept-language': lang },
    payload: { realName: '测试', organizeIds: [], ...body },
  });

describe('validation messages of zod rules', () => {
  it('a 200-character account is refused in the caller language', async () => {
    const account = 'a'.repeat(200);
    const zh = await createUser({ account }, 'zh-CN');
    expect(zh.body.code).toBe(400);
    expect(zh.body.msg).toBe('字段 account 不正确：长度不能超过50个字符');

    const tw = await createUser({ account }, 'zh-TW');
    expect(tw.body.msg).toBe('欄位 account 不正確：長度不能超過50個字元');

    const en = await createUser({ account }, 'en-US');
    expect(en.body.msg).toBe('Field account is invalid: must be at most 50 characters');
  });

  it('a missing and a mistyped field are told in Chinese too', async () => {
    const missing = await createUser({}, 'zh-CN');
    expect(missing.body.msg).toBe('字段 account 不正确：不能为空');
    const mistyped = await createUser({ account: 12 }, 'zh-CN');
    expect(mistyped.body.msg).toBe('字段 account 不正确：类型不正确');
  });
});
