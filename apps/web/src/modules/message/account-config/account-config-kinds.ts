import type {
  ACCOUNT_CONFIG_TESTS,
  AccountConfigInfo,
  AccountConfigType,
  CreateAccountConfigBody,
} from '@platform/contracts';
import type { AppNamespaces } from '../../../platform/i18n/define-locales.ts';

/*
 * What differs between the six kinds of message-centre account: the list's own columns, the
 * dialog's fields (with the original client's labels and required marks) and the connection test.
 */

export type AccountTestAction = (typeof ACCOUNT_CONFIG_TESTS)[number];
export type FieldLabel = keyof AppNamespaces['accountConfig']['field'];

/** The body fields a kind's dialog may show (name, code, sort, state and description are common). */
export type AccountField = Exclude<
  keyof CreateAccountConfigBody,
  | 'fullName'
  | 'enCode'
  | 'type'
  | 'sortCode'
  | 'enabledMark'
  | 'description'
  | 'id'
  | 'creatorTime'
  | 'creatorUserId'
  | 'lastModifyTime'
  | 'creatorUser'
>;

/** A code field chosen from a fixed list (the original client's lists); labels are `<choice>.<code>`. */
export type AccountChoice = 'channel' | 'webhookType' | 'approveType';
type ChoiceLabelKey =
  | `channel.${'1' | '2'}`
  | `webhookType.${'1' | '2' | '3'}`
  | `approveType.${'1' | '2' | '3'}`;
const options = <K extends ChoiceLabelKey>(...keys: K[]) =>
  keys.map((key) => ({ code: Number(key.split('.')[1]), key }));
export const CHOICE_OPTIONS: Record<AccountChoice, readonly { code: number; key: ChoiceLabelKey }[]> = {
  channel: options('channel.1', 'channel.2'),
  webhookType: options('webhookType.1', 'webhookType.2', 'webhookType.3'),
  approveType: options('approveType.1', 'approveType.2', 'approveType.3'),
};
export const isChoice = (input: string): input is AccountChoice => input in CHOICE_OPTIONS;

export interface AccountFieldSpec {
  name: AccountField;
  label: FieldLabel;
  input: 'text' | 'secret' | 'port' | 'switch' | AccountChoice;
  isRequired?: boolean;
  /** Shown only while the form's channel (SMS) or authentication (webhook) holds this code. */
  when?: { field: 'channel' | 'approveType'; value: number };
}

export interface AccountColumn {
  key: keyof AccountConfigInfo & string;
  label: FieldLabel;
  width: number;
  /** The code's label instead of the code. */
  choice?: AccountChoice;
}

export interface AccountKind {
  type: AccountConfigType;
  /** Prefix of the page's test ids. */
  testId: string;
  /** The connection test of the dialog; SMS has none. */
  test?: AccountTestAction;
  /** A list filter besides the keyword and the state. */
  filter?: 'channel' | 'webhookType';
  columns: readonly AccountColumn[];
  fields: readonly AccountFieldSpec[];
  /** A new record's values besides sort 0 and enabled. */
  defaults: Partial<Record<AccountField, string | number | boolean>>;
}

const text = (name: AccountField, label: FieldLabel, isRequired = true): AccountFieldSpec => ({
  name,
  label,
  input: 'text',
  isRequired,
});
const secret = (name: AccountField, label: FieldLabel): AccountFieldSpec => ({
  name,
  label,
  input: 'secret',
  isRequired: true,
});
const onChannel = (value: number, spec: AccountFieldSpec): AccountFieldSpec => ({
  ...spec,
  when: { field: 'channel', value },
});
const onApprove = (value: number, spec: AccountFieldSpec): AccountFieldSpec => ({
  ...spec,
  when: { field: 'approveType', value },
});

export const ACCOUNT_KINDS = {
  mail: {
    type: '2',
    testId: 'account-mail',
    test: 'testSendMail',
    columns: [
      { key: 'addressorName', label: 'addressorName', width: 150 },
      { key: 'smtpServer', label: 'smtpServer', width: 180 },
      { key: 'smtpUser', label: 'smtpUser', width: 200 },
    ],
    fields: [
      text('addressorName', 'addressorName'),
      text('smtpServer', 'smtpServer'),
      { name: 'smtpPort', label: 'smtpPort', input: 'port', isRequired: true },
      { name: 'sslLink', label: 'sslLink', input: 'switch' },
      text('smtpUser', 'smtpUser'),
      secret('smtpPassword', 'smtpPassword'),
    ],
    defaults: { smtpPort: 25, sslLink: false },
  },
  sms: {
    type: '3',
    testId: 'account-sms',
    filter: 'channel',
    columns: [
      { key: 'smsSignature', label: 'smsSignature', width: 160 },
      { key: 'channel', label: 'channel', width: 110, choice: 'channel' },
    ],
    fields: [
      { name: 'channel', label: 'channel', input: 'channel', isRequired: true },
      text('smsSignature', 'smsSignature'),
      onChannel(1, text('appId', 'accessKeyId')),
      onChannel(1, secret('appSecret', 'accessKeySecret')),
      onChannel(1, text('endPoint', 'endPoint')),
      onChannel(2, text('appId', 'secretId')),
      onChannel(2, secret('appSecret', 'secretKey')),
      onChannel(2, text('sdkAppId', 'sdkAppId')),
      onChannel(2, secret('appKey', 'appKey')),
      onChannel(2, text('zoneName', 'zoneName')),
      onChannel(2, text('zoneParam', 'zoneParam')),
    ],
    defaults: { channel: 1, zoneName: 'sms.tencentcloudapi.com', zoneParam: 'ap-beijing' },
  },
  dingTalk: {
    type: '4',
    testId: 'account-ding-talk',
    test: 'testDingTalkConnect',
    columns: [
      { key: 'agentId', label: 'dingAgentId', width: 150 },
      { key: 'appId', label: 'dingAppKey', width: 200 },
    ],
    fields: [
      text('agentId', 'dingAgentId'),
      text('appId', 'dingAppKey'),
      secret('appSecret', 'dingAppSecret'),
    ],
    defaults: {},
  },
  weCom: {
    type: '5',
    testId: 'account-we-com',
    test: 'testQyWebChatConnect',
    columns: [
      { key: 'enterpriseId', label: 'enterpriseId', width: 200 },
      { key: 'appId', label: 'weComAgentId', width: 150 },
    ],
    fields: [
      text('enterpriseId', 'enterpriseId'),
      text('appId', 'weComAgentId'),
      secret('appSecret', 'weComSecret'),
    ],
    defaults: {},
  },
  webhook: {
    type: '6',
    testId: 'account-webhook',
    test: 'testWebhook',
    filter: 'webhookType',
    columns: [
      { key: 'webhookType', label: 'webhookType', width: 110, choice: 'webhookType' },
      { key: 'webhookAddress', label: 'webhookAddress', width: 280 },
    ],
    fields: [
      { name: 'webhookType', label: 'webhookType', input: 'webhookType', isRequired: true },
      text('webhookAddress', 'webhookAddress'),
      { name: 'approveType', label: 'approveType', input: 'approveType', isRequired: true },
      onApprove(2, secret('bearer', 'bearer')),
      onApprove(3, text('userName', 'userName')),
      onApprove(3, secret('password', 'password')),
    ],
    defaults: { approveType: 1 },
  },
  mp: {
    type: '7',
    testId: 'account-mp',
    test: 'testMpConnect',
    columns: [{ key: 'appId', label: 'mpAppId', width: 200 }],
    fields: [
      secret('appKey', 'mpOriginalId'),
      text('appId', 'mpAppId'),
      secret('appSecret', 'mpSecret'),
      // The server configuration's token: WeChat signs the calls of the server URL with it.
      text('agentId', 'mpToken', false),
    ],
    defaults: {},
  },
} as const satisfies Record<string, AccountKind>;

/** Whether a field shows with the form's current channel and authentication. */
export const isFieldShown = (spec: AccountFieldSpec, watched: { channel?: number; approveType?: number }) =>
  spec.when === undefined || watched[spec.when.field] === spec.when.value;
