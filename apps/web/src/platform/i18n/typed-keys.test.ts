import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { messageLocales } from '../../modules/message/message.locales.ts';
import { adminKitLocales } from '../../shared/admin-kit/admin-kit-locales.ts';
import { commonLocales } from './common-locales.ts';
import { type FeatureLocales, keyIn } from './define-locales.ts';

/*
 * The keys of `t` are typed from the locale files (define-locales.ts): `npx tsc -p apps/web` fails
 * when a `@ts-expect-error` below stops being an error, that is when a key that does not exist
 * compiles again.
 */

function instanceWith(features: FeatureLocales[]) {
  const i18n = createInstance();
  void i18n.init({
    lng: 'zh-CN',
    resources: { 'zh-CN': Object.fromEntries(features.map((f) => [f.namespace, f.resources['zh-CN']])) },
    defaultNS: 'common',
    ns: features.map((f) => f.namespace),
    initAsync: false,
  });
  return i18n;
}

describe('typed i18n keys', () => {
  const i18n = instanceWith([commonLocales, adminKitLocales, messageLocales]);

  it('takes the keys of the namespaces the t names, with or without the namespace', () => {
    const t = i18n.getFixedT('zh-CN', ['adminKit', 'common']);
    expect(t('field.fullName')).toBe('名称');
    expect(t('common:confirm')).toBe('确定');
    // @ts-expect-error a misspelt key does not compile (at run time i18next would show the key)
    expect(t('field.fulName')).toBe('field.fulName');
    // @ts-expect-error nor does a real key of a namespace the t does not name
    expect(t('message:readAll')).toBe('全部已读');
  });

  it('types a key built from data through keyIn, which leaves out values the strings do not name', () => {
    const t = i18n.getFixedT('zh-CN', 'message');
    const names = messageLocales.resources['zh-CN'].types;
    const known = keyIn(names, 3);
    expect(known && t(`types.${known}`)).toBe('公告消息');
    const unnamed: number = 9;
    expect(keyIn(names, unnamed)).toBeUndefined();
    // @ts-expect-error a key built from any number does not compile
    expect(t(`types.${unnamed}`)).toBe('types.9');
  });
});
