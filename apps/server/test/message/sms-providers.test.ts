import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../src/db/schema/index.ts';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { SMS_PROVIDER_KEYS, startFakeSmsProviders } from './fake-sms-providers.ts';
import { channelSends } from './send-config-channel-fixtures.ts';

/*
 * 发送配置 › 测试发送 of an SMS binding whose account names a provider: Aliyun SendSms (RPC, HMAC-SHA1) or
 * Tencent Cloud SendSms (API 2021-01-11, TC3-HMAC-SHA256), called at the account's endpoint (a local
 * fake, allow-listed for the outbound guard), one call per receiver; the fake checks the signature and
 * refuses numbers ending in 0000. Each receiver answers on its own, the provider's refusal named in the
 * caller's language; nothing goes to the outbox.
 */

const fake = await startFakeSmsProviders();
afterAll(() => fake.close());

const t = useTestApp({ overrides: { outboundAllowHosts: ['127.0.0.1'] } });
const admin = useAdminUser(t);
const { testRowOf, testSend } = channelSends(t, () => admin);

const aliyunAccount = (secret: string = SMS_PROVIDER_KEYS.aliyun.secret) => ({
  channel: 1,
  smsSignature: '平台',
  appId: SMS_PROVIDER_KEYS.aliyun.id,
  appSecret: secret,
  endPoint: fake.base,
});
const tencentAccount = (secret: string = SMS_PROVIDER_KEYS.tencent.secret) => ({
  channel: 2,
  smsSignature: '平台',
  appId: SMS_PROVIDER_KEYS.tencent.id,
  appSecret: secret,
  sdkAppId: '1400006666',
  zoneName: fake.base,
  zoneParam: 'ap-guangzhou',
});
/** Tencent's variables are positional: {1} is the code, {2} the name. */
const tencentTemplate = {
  templateParamList: [
    { field: '@Title', fieldName: '标题' },
    { field: 'name', fieldName: '姓名' },
    { field: 'code', fieldName: '验证码' },
  ],
  smsFieldList: [
    { smsField: '2', field: 'name', isTitle: 0 },
    { smsField: '1', field: 'code', isTitle: 0 },
  ],
};

const mobileOf = (suffix: string) => `13${Date.now().toString().slice(-5)}${suffix}`;

/** Users with a number the fake accepts, one it refuses, and none; created in the order sends go. */
async function receivers() {
  const mobile = mobileOf('1234');
  const good = await createUser(t, { mobilePhone: mobile });
  const invalid = await createUser(t, { mobilePhone: mobileOf('0000') });
  const noMobile = await createUser(t);
  return { mobile, ids: [good.id, invalid.id, noMobile.id] };
}

const outboxOf = (mobile: string) => t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));

const outcomes = (result: { userResults: { userId: string; result: string | null }[] }, ids: string[]) =>
  ids.map((id) => {
    const found = result.userResults.find((u) => u.userId === id);
    return found ? found.result : 'missing';
  });

describe('SMS through the account provider', () => {
  it('sends through Aliyun SendSms, signed, one call per number; a refused number fails alone', async () => {
    const { mobile, ids } = await receivers();
    const before = fake.calls.length;
    const result = await testSend(await testRowOf('3', aliyunAccount()), ids);

    const calls = fake.calls.slice(before);
    expect(calls.map((c) => c.params.PhoneNumbers)).toEqual([mobile, expect.stringMatching(/0000$/)]);
    expect(calls[0]?.params).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      RegionId: 'cn-hangzhou',
      Format: 'JSON',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      SignName: '平台',
      TemplateCode: 'SMS_1',
      TemplateParam: '{"who":"张三"}',
    });
    expect(outcomes(result, ids)).toEqual([
      null,
      '阿里云拒绝发送短信：非法手机号（isv.MOBILE_NUMBER_ILLEGAL）',
      '用户没有设置手机号',
    ]);
    expect(await outboxOf(mobile)).toEqual([]);
  });

  it('names the refusal of a wrong Aliyun secret for every receiver, in the caller language', async () => {
    const { ids } = await receivers();
    const row = await testRowOf('3', aliyunAccount('wrong'));
    const zh = await testSend(row, ids.slice(0, 1));
    expect(outcomes(zh, ids.slice(0, 1))).toEqual([
      '阿里云拒绝发送短信：Specified signature is not matched with our calculation.（SignatureDoesNotMatch）',
    ]);
    const en = await testSend(row, ids.slice(0, 1), '张三', 'en-US');
    expect(outcomes(en, ids.slice(0, 1))).toEqual([
      'Aliyun refused the SMS: Specified signature is not matched with our calculation. (SignatureDoesNotMatch)',
    ]);
  });

  it('sends through Tencent Cloud SendSms, TC3-signed, variables in their order; a refused number fails alone', async () => {
    const { mobile, ids } = await receivers();
    const before = fake.calls.length;
    const result = await testSend(await testRowOf('3', tencentAccount(), tencentTemplate), ids);

    const calls = fake.calls.slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers).toMatchObject({ 'x-tc-region': 'ap-guangzhou', 'x-tc-action': 'SendSms' });
    expect(calls[0]?.body).toEqual({
      PhoneNumberSet: [`+86${mobile}`],
      SmsSdkAppId: '1400006666',
      SignName: '平台',
      TemplateId: 'SMS_1',
      TemplateParamSet: ['提醒', '张三'],
    });
    expect(await outboxOf(mobile)).toEqual([]);
    expect(outcomes(result, ids)).toEqual([
      null,
      '腾讯云拒绝发送短信：incorrect phone number（InvalidParameterValue.IncorrectPhoneNumber）',
      '用户没有设置手机号',
    ]);
  });

  it('names the refusal of a wrong Tencent Cloud secret, in the caller language', async () => {
    const { ids } = await receivers();
    const row = await testRowOf('3', tencentAccount('wrong'), tencentTemplate);
    const tw = await testSend(row, ids.slice(0, 1), '张三', 'zh-TW');
    expect(outcomes(tw, ids.slice(0, 1))).toEqual([
      '騰訊雲拒絕發送簡訊：The provided credentials could not be validated.（AuthFailure.SignatureFailure）',
    ]);
  });

  it('answers an unreachable provider per receiver and keeps the outbox for an account without credentials', async () => {
    const { ids } = await receivers();
    const closed = await testRowOf('3', { ...aliyunAccount(), endPoint: 'http://127.0.0.1:1' });
    expect(outcomes(await testSend(closed, ids.slice(0, 1)), ids.slice(0, 1))).toEqual([
      '无法访问阿里云短信服务',
    ]);

    const outboxOnly = await testRowOf('3', { channel: 2, smsSignature: '平台' });
    const mobile = mobileOf('5678');
    const user = await createUser(t, { mobilePhone: mobile });
    const result = await testSend(outboxOnly, [user.id]);
    expect(result.isSuccess).toBe('1');
    const [sms] = await outboxOf(mobile);
    expect(sms?.content).toBe('【平台】SMS_1 who=张三');
  });
});
