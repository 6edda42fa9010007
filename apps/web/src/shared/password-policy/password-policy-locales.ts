import { defineLocales } from '../../platform/i18n/define-locales.ts';

/** The one-line password rules shown under a new-password field (change and reset dialogs). */
export const passwordPolicyLocales = defineLocales(
  'passwordPolicy',
  {
    hintLength: '长度 {{min}}-{{max}} 位',
    hintSeparator: '，',
    hintKinds: '须包含{{kinds}}',
    kindSeparator: '、',
    kinds: { number: '数字', lowercase: '小写字母', uppercase: '大写字母', character: '特殊字符' },
  },
  {
    hintLength: '長度 {{min}}-{{max}} 位',
    hintSeparator: '，',
    hintKinds: '須包含{{kinds}}',
    kindSeparator: '、',
    kinds: { number: '數字', lowercase: '小寫字母', uppercase: '大寫字母', character: '特殊字元' },
  },
  {
    hintLength: '{{min}}-{{max}} characters',
    hintSeparator: '; ',
    hintKinds: 'must include {{kinds}}',
    kindSeparator: ', ',
    kinds: {
      number: 'digits',
      lowercase: 'lowercase letters',
      uppercase: 'uppercase letters',
      character: 'special characters',
    },
  },
);

declare module '../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    passwordPolicy: KeysOf<typeof passwordPolicyLocales>;
  }
}
