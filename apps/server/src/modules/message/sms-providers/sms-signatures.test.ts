import { describe, expect, it } from 'vitest';
import { aliyunCanonicalQuery, aliyunEncode, aliyunSignature } from './aliyun-signature.ts';
import { tc3Authorization, tc3CanonicalRequest, tc3Signature, tc3StringToSign } from './tencent-signature.ts';

/*
 * The providers' published worked examples: Aliyun's SendSms signature example (testId/testSecret,
 * nonce 45e25e9b-…, 2017-07-12T02:42:19Z → zJDF+Lrzhj/ThnlvIToysFRq6t4=) and Tencent Cloud's
 * TC3-HMAC-SHA256 example (CVM DescribeInstances, timestamp 1551113065 → 72e494ea…).
 */

describe('Aliyun RPC signature', () => {
  const params = {
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    AccessKeyId: 'testId',
    SignatureVersion: '1.0',
    Timestamp: '2017-07-12T02:42:19Z',
    Format: 'XML',
    Action: 'SendSms',
    Version: '2017-05-25',
    RegionId: 'cn-hangzhou',
    PhoneNumbers: '15300000001',
    SignName: '阿里云短信测试专用',
    TemplateParam: '{"customer":"test"}',
    TemplateCode: 'SMS_71390007',
    OutId: '123',
  };

  it('encodes as Aliyun does: space %20, * %2A, ~ kept', () => {
    expect(aliyunEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
  });

  it('sorts and encodes the query as the worked example', () => {
    expect(aliyunCanonicalQuery(params)).toBe(
      'AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou' +
        '&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8' +
        '&SignatureMethod=HMAC-SHA1&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0' +
        '&TemplateCode=SMS_71390007&TemplateParam=%7B%22customer%22%3A%22test%22%7D' +
        '&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25',
    );
  });

  it('signs the worked example to its published signature', () => {
    expect(aliyunSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    expect(aliyunSignature('GET', params, 'otherSecret')).not.toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });
});

describe('Tencent Cloud TC3-HMAC-SHA256', () => {
  const request = {
    secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
    secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
    service: 'cvm',
    host: 'cvm.tencentcloudapi.com',
    contentType: 'application/json; charset=utf-8',
    payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    timestamp: 1551113065,
  };

  it('builds the canonical request and string to sign of the worked example', () => {
    expect(tc3CanonicalRequest(request)).toBe(
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\n' +
        'content-type;host\n35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    );
    expect(tc3StringToSign(request)).toBe(
      'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n' +
        '5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
    );
  });

  it('signs the worked example to its published signature and Authorization', () => {
    const signature = '72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168';
    expect(tc3Signature(request)).toBe(signature);
    expect(tc3Authorization(request)).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, ' +
        `SignedHeaders=content-type;host, Signature=${signature}`,
    );
    expect(tc3Signature({ ...request, payload: '{}' })).not.toBe(signature);
  });
});
