import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aliyunSignature } from '../../src/modules/message/sms-providers/aliyun-signature.ts';
import { tc3Signature } from '../../src/modules/message/sms-providers/tencent-signature.ts';

/*
 * Local fakes of Aliyun's and Tencent Cloud's SMS `SendSms`, on one port: a GET is Aliyun's RPC call
 * (signature checked over the query, HMAC-SHA1), a POST Tencent's API 3.0 call (TC3-HMAC-SHA256 checked
 * over the received host, content type, body and timestamp). Each answers as the provider does: a key
 * it does not know or a signature that does not match refuses the call; a number ending in 0000 is
 * refused as invalid; any other is sent. Every accepted call is recorded. Nothing leaves the machine.
 */

export const SMS_PROVIDER_KEYS = {
  aliyun: { id: 'ali-key', secret: 'ali-secret' },
  tencent: { id: 'AKIDfake', secret: 'tc-secret' },
} as const;

export interface SmsProviderCall {
  provider: 'aliyun' | 'tencent';
  headers: IncomingMessage['headers'];
  params: Record<string, string>;
  body: Record<string, unknown> | null;
}

async function readText(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const isInvalidNumber = (mobile: string) => mobile.endsWith('0000');

function aliyunAnswer(params: Record<string, string>): [number, object] {
  const { Signature: signature = '', ...signed } = params;
  if (signed.AccessKeyId !== SMS_PROVIDER_KEYS.aliyun.id)
    return [404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' }];
  if (aliyunSignature('GET', signed, SMS_PROVIDER_KEYS.aliyun.secret) !== signature)
    return [
      400,
      { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' },
    ];
  if (isInvalidNumber(signed.PhoneNumbers ?? ''))
    return [200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号', RequestId: 'r-1' }];
  return [200, { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'r-2' }];
}

function tencentAnswer(request: IncomingMessage, payload: string): object {
  const error = (Code: string, Message: string) => ({
    Response: { Error: { Code, Message }, RequestId: 't-1' },
  });
  const auth =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/[^,]+\/sms\/tc3_request, SignedHeaders=content-type;host, Signature=([0-9a-f]{64})$/.exec(
      String(request.headers.authorization ?? ''),
    );
  if (!auth || auth[1] !== SMS_PROVIDER_KEYS.tencent.id)
    return error('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
  const expected = tc3Signature({
    secretId: auth[1],
    secretKey: SMS_PROVIDER_KEYS.tencent.secret,
    service: 'sms',
    host: String(request.headers.host),
    contentType: String(request.headers['content-type']),
    payload,
    timestamp: Number(request.headers['x-tc-timestamp']),
  });
  if (expected !== auth[2])
    return error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
  if (request.headers['x-tc-action'] !== 'SendSms' || request.headers['x-tc-version'] !== '2021-01-11')
    return error('InvalidAction', 'The action does not exist.');
  const body = JSON.parse(payload) as { PhoneNumberSet: string[] };
  const SendStatusSet = body.PhoneNumberSet.map((PhoneNumber) =>
    isInvalidNumber(PhoneNumber)
      ? { PhoneNumber, Code: 'InvalidParameterValue.IncorrectPhoneNumber', Message: 'incorrect phone number' }
      : { PhoneNumber, Code: 'Ok', Message: 'send success', SerialNo: '5000:1045710669157053657849499619' },
  );
  return { Response: { SendStatusSet, RequestId: 't-2' } };
}

export async function startFakeSmsProviders() {
  const calls: SmsProviderCall[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const payload = await readText(request);
    response.setHeader('content-type', 'application/json');
    if (request.method === 'GET') {
      const params = Object.fromEntries(url.searchParams);
      const [status, answer] = aliyunAnswer(params);
      if (status === 200) calls.push({ provider: 'aliyun', headers: request.headers, params, body: null });
      response.statusCode = status;
      response.end(JSON.stringify(answer));
      return;
    }
    const answer = tencentAnswer(request, payload);
    if (!('Error' in (answer as { Response: object }).Response))
      calls.push({ provider: 'tencent', headers: request.headers, params: {}, body: JSON.parse(payload) });
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
