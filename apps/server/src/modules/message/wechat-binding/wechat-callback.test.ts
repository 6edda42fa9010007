import { describe, expect, it } from 'vitest';
import { createBindScene, readBindScene } from './wechat-bind-scene.ts';
import { readWechatEvent } from './wechat-event-xml.ts';
import { isWechatSigned, wechatSignature } from './wechat-signature.ts';

describe('the signature of WeChat calls', () => {
  it('is the SHA-1 of token, timestamp and nonce sorted and joined', () => {
    // sha1('1700000000nonce9tok'), computed with sha1sum
    expect(wechatSignature('tok', '1700000000', 'nonce9')).toBe('f23524960e97ca6b50b3a1f223b40ca0bec61c2e');
  });

  it('accepts only the token signature of the same timestamp and nonce', () => {
    const query = {
      signature: 'f23524960e97ca6b50b3a1f223b40ca0bec61c2e',
      timestamp: '1700000000',
      nonce: 'nonce9',
    };
    expect(isWechatSigned('tok', query)).toBe(true);
    expect(isWechatSigned('other', query)).toBe(false);
    expect(isWechatSigned('tok', { ...query, nonce: 'nonce8' })).toBe(false);
    expect(isWechatSigned('', query)).toBe(false);
    expect(isWechatSigned('tok', { timestamp: '1', nonce: '2' })).toBe(false);
  });
});

describe('the event body', () => {
  it('reads the CDATA and plain fields of a follow event', () => {
    const xml = `<xml><ToUserName><![CDATA[gh_1]]></ToUserName>
      <FromUserName><![CDATA[o-abc]]></FromUserName><CreateTime>1700000000</CreateTime>
      <MsgType><![CDATA[event]]></MsgType><Event><![CDATA[subscribe]]></Event>
      <EventKey><![CDATA[qrscene_b.1.x.y]]></EventKey><Ticket><![CDATA[t]]></Ticket></xml>`;
    expect(readWechatEvent(xml)).toEqual({
      ToUserName: 'gh_1',
      FromUserName: 'o-abc',
      CreateTime: '1700000000',
      MsgType: 'event',
      Event: 'subscribe',
      EventKey: 'qrscene_b.1.x.y',
      Ticket: 't',
    });
  });

  it('reads nothing from a document with a DOCTYPE or without the xml element', () => {
    const entity =
      '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><xml><FromUserName>&e;</FromUserName></xml>';
    expect(readWechatEvent(entity)).toEqual({});
    expect(readWechatEvent('<other><A>1</A></other>')).toEqual({});
  });
});

describe('the bind scene', () => {
  const key = Buffer.alloc(32, 7);
  const now = new Date('2026-01-01T00:00:00Z');
  const later = new Date(now.getTime() + 600_000);

  it('names its user until it expires, within the 64 characters WeChat allows', () => {
    const scene = createBindScene(key, '705123456789012345', later);
    expect(scene.length).toBeLessThanOrEqual(64);
    expect(readBindScene(key, scene, now)).toBe('705123456789012345');
    expect(readBindScene(key, scene, new Date(later.getTime() + 1000))).toBeUndefined();
  });

  it('names nobody when changed or made with another key', () => {
    const scene = createBindScene(key, 'u1', later);
    expect(readBindScene(key, scene.replace('.u1.', '.u2.'), now)).toBeUndefined();
    expect(readBindScene(Buffer.alloc(32, 8), scene, now)).toBeUndefined();
    expect(readBindScene(key, 'qrscene_other', now)).toBeUndefined();
  });
});
