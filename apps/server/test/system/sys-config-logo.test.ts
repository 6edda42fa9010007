import { ButtonCode, MenuCode } from '@platform/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../oauth/oauth-helpers.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import {
  createUser,
  multipart,
  PNG_BYTES,
  type TestUser,
  useAdminUser,
} from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * Logos of 系统配置 are uploaded through the file routes (purpose systemLogo), stored in the config as the
 * address the shell and the login page read, and served to anyone as a raster image.
 */

const t = useTestApp();
const admin = useAdminUser(t);
afterEach(() => resetConfig(t));

const upload = (user: TestUser, name: string, data: Buffer, type?: string) =>
  t.call({
    method: 'POST',
    url: '/api/file/Uploader/systemLogo',
    token: user.token,
    ...multipart(name, data, type),
  });

describe('system logo upload', () => {
  it('stores a PNG whose address the login page reads and anyone can load', async () => {
    const res = await upload(admin, 'logo.png', PNG_BYTES);
    expect(res.body.code, res.body.msg).toBe(200);
    const url: string = res.body.data.url;
    expect(url).toBe(`/api/file/Image/systemLogo/${res.body.data.id}`);

    const saved = await t.call({
      method: 'PUT',
      url: '/api/system/SysConfig',
      token: admin.token,
      payload: { loginIcon: url },
    });
    expect(saved.body.code, saved.body.msg).toBe(200);
    const branding = await t.call({ method: 'GET', url: '/api/oauth/getLoginConfig' });
    expect(branding.body.data.loginIcon).toBe(url);

    const image = await t.app.inject({ method: 'GET', url: `/cloud-api${url}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('refuses SVG, other types and files over 1 MB', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refusedSvg = await upload(admin, 'logo.svg', svg, 'image/svg+xml');
    expect(refusedSvg.body.code).toBe(400);
    expect(refusedSvg.body.msg).toContain('不支持的文件类型');

    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(1024 * 1024)]);
    const refusedBig = await upload(admin, 'big.png', big);
    expect(refusedBig.body.code).toBe(400);
    expect(refusedBig.body.msg).toContain('1 MB');
  });

  it('is refused to users who may not edit the system config', async () => {
    const plain = await createUser(t);
    expect((await upload(plain, 'logo.png', PNG_BYTES)).body.code).toBe(401);
    const reader = await userWithMenu(t, MenuCode.sysConfig);
    expect((await upload(reader, 'logo.png', PNG_BYTES)).body.code).toBe(401);
    const editor = await userWithMenu(t, MenuCode.sysConfig, [ButtonCode.edit]);
    expect((await upload(editor, 'logo.png', PNG_BYTES)).body.code).toBe(200);
  });

  it('does not serve other purposes under the logo address', async () => {
    const plain = await createUser(t);
    const annex = await t.call({
      method: 'POST',
      url: '/api/file/Uploader/annex',
      token: plain.token,
      ...multipart('a.png', PNG_BYTES),
    });
    expect(
      (await t.call({ method: 'GET', url: `/api/file/Image/systemLogo/${annex.body.data.id}` })).status,
    ).toBe(404);
  });
});
