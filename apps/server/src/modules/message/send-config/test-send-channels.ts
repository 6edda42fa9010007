import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest } from '../../../http/app-error.ts';
import { smsSenderOf } from '../../oauth/sms/sms-sender.ts';
import { probeSmtp, SmtpProbeError } from '../../system/sys-config/smtp-probe.ts';
import { SMTP_FAILURE_MESSAGES } from '../../system/sys-config/sys-config-mail.service.ts';
import { type AccountRow, findAccount } from '../account-config/account-config.repository.ts';
import { postWebhook, webhookText } from '../account-config/account-config-test.service.ts';
import { openSecret } from '../account-config/account-secrets.ts';
import { deliverMessage } from '../message.service.ts';
import type { TemplateRow } from '../message-template/message-template.repository.ts';
import type { MessageSendRecord } from '../monitor/message-monitor.service.ts';
import { recordMessageSend } from '../monitor/message-monitor.service.ts';
import { pushMessage } from '../realtime/realtime-notify.ts';
import { smsProviderOf } from '../sms-providers/provider-sms.ts';
import { composeMail } from './mail-message.ts';
import type { BindingRow, Receiver } from './send-config.repository.ts';
import { typeName } from './send-config.service.ts';
import { sendOfficialAccount, sendWorkAppMessage, type UserFailures } from './third-party-sends.ts';

/*
 * One test send through one channel. Each takes the receivers already resolved and answers the ones
 * it could not reach (a user without an address, not synced, refused by the service) with the reason;
 * the others still receive the message. A failure of the whole channel (no account, a refused login or
 * token) throws.
 */

const SYSTEM_MESSAGE = 1;

export interface FilledTemplate {
  title: string;
  content: string;
  html: string;
  /** The values typed, by template field. */
  values: ReadonlyMap<string, string>;
}

/** What the monitor records of a send, completed as the send learns its account. */
export type SendDraft = MessageSendRecord;

export interface ChannelSend {
  ctx: AppContext;
  senderId: string;
  binding: BindingRow;
  template: TemplateRow;
  receivers: readonly Receiver[];
  filled: FilledTemplate;
  draft: SendDraft;
}

/** Whether the send wrote its own monitor record (in its transaction), and who it missed. */
export interface ChannelOutcome {
  isRecorded: boolean;
  failures: UserFailures;
}

const reached = (isRecorded = false): ChannelOutcome => ({ isRecorded, failures: new Map() });

function requireReceivers(receivers: readonly Receiver[]) {
  if (receivers.length === 0) throw badRequest('sendConfig.noReceivers');
}

async function accountOf({ ctx, binding, draft }: ChannelSend) {
  const account = binding.accountConfigId ? await findAccount(ctx.db, binding.accountConfigId) : undefined;
  if (!account || account.type !== binding.messageType || account.enabledMark !== 1)
    throw badRequest('sendConfig.noAccount');
  draft.account = account;
  return account;
}

/** 站内信: a system message delivered and recorded in one transaction, then pushed to open tabs. */
async function sendStation({
  ctx,
  senderId,
  receivers,
  filled,
  draft,
}: ChannelSend): Promise<ChannelOutcome> {
  requireReceivers(receivers);
  const userIds = receivers.map((r) => r.id);
  const releaseTime = draft.sendTime;
  const id = await ctx.db.transaction(async (tx) => {
    const message = {
      type: SYSTEM_MESSAGE,
      title: filled.title,
      bodyText: filled.html || null,
      excerpt: null,
      files: null,
      releaseUserId: senderId,
      releaseTime,
    };
    const messageId = await deliverMessage(tx, message, userIds);
    await recordMessageSend(tx, draft);
    return messageId;
  });
  pushMessage(ctx, userIds, { id, type: SYSTEM_MESSAGE, title: filled.title, releaseTime });
  return reached(true);
}

/** Splits the receivers into those that have the address `pick` reads and failures for the rest. */
function addressed(receivers: readonly Receiver[], pick: (r: Receiver) => string | null, reason: AppError) {
  const failures: UserFailures = new Map();
  const withAddress = receivers.filter((r) => {
    if (pick(r)) return true;
    failures.set(r.id, reason);
    return false;
  });
  return { withAddress, failures };
}

async function sendMail(send: ChannelSend): Promise<ChannelOutcome> {
  const account = await accountOf(send);
  requireReceivers(send.receivers);
  const { withAddress, failures } = addressed(
    send.receivers,
    (r) => r.email,
    badRequest('sendConfig.userNoMail'),
  );
  if (withAddress.length === 0) return { isRecorded: false, failures };
  const to = withAddress.map((r) => r.email ?? '');
  const from = account.smtpUser ?? '';
  const { title, html } = send.filled;
  const data = composeMail({
    fromName: account.addressorName,
    from,
    to,
    subject: title,
    html,
    date: send.ctx.now(),
  });
  try {
    await probeSmtp({
      host: account.smtpServer ?? '',
      port: account.smtpPort ?? 25,
      isTls: account.sslLink === 1,
      account: from,
      password: openSecret(send.ctx, account.smtpPasswordCipher),
      mail: { from, to, data },
    });
  } catch (error) {
    if (error instanceof SmtpProbeError) throw badRequest(SMTP_FAILURE_MESSAGES[error.reason]);
    throw error;
  }
  return { isRecorded: false, failures };
}

/**
 * 短信: through the account's provider (Aliyun or Tencent Cloud, provider-sms.ts) with the account's
 * signature, the template's provider code and each provider variable (`smsField`) with the value of the
 * template field it maps to; an account that configures no provider goes to the installed SMS sender
 * (the outbox by default) as one text. Each receiver is one call and fails alone.
 */
export function smsText(
  signature: string | null,
  template: TemplateRow,
  values: ReadonlyMap<string, string>,
) {
  const variables = template.smsFields.map((f) => `${f.smsField}=${(f.field && values.get(f.field)) ?? ''}`);
  return [`【${signature ?? ''}】${template.templateCode ?? ''}`, ...variables].join(' ').trim();
}

function smsDelivery(send: ChannelSend, account: AccountRow) {
  const provider = smsProviderOf(send.ctx, account);
  const content = smsText(account.smsSignature, send.template, send.filled.values);
  if (!provider)
    return {
      content,
      deliver: (mobile: string) => smsSenderOf(send.ctx).send(send.ctx, { mobile, content }),
    };
  const templateCode = send.template.templateCode;
  if (!templateCode) throw badRequest('sendConfig.templateCodeMissing');
  const variables = send.template.smsFields.map(
    (f) => [f.smsField, (f.field && send.filled.values.get(f.field)) ?? ''] as const,
  );
  const sms = { ...provider.base, signName: account.smsSignature ?? '', templateCode, variables };
  return { content, deliver: (mobile: string) => provider.send(send.ctx, { ...sms, mobile }) };
}

async function sendSms(send: ChannelSend): Promise<ChannelOutcome> {
  const account = await accountOf(send);
  requireReceivers(send.receivers);
  const noMobile = badRequest('sendConfig.userNoMobile');
  const { withAddress, failures } = addressed(send.receivers, (r) => r.mobile, noMobile);
  const { content, deliver } = smsDelivery(send, account);
  send.draft.content = content;
  for (const receiver of withAddress) {
    try {
      await deliver(receiver.mobile ?? '');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failures.set(receiver.id, error);
    }
  }
  return { isRecorded: false, failures };
}

async function sendWebhook(send: ChannelSend): Promise<ChannelOutcome> {
  const account = await accountOf(send);
  const target = {
    ...account,
    bearer: openSecret(send.ctx, account.bearerCipher),
    password: openSecret(send.ctx, account.passwordCipher),
  };
  await postWebhook(send.ctx, target, webhookText(send.filled.content || send.filled.title));
  return reached();
}

async function sendThirdParty(send: ChannelSend): Promise<ChannelOutcome> {
  const account = await accountOf(send);
  requireReceivers(send.receivers);
  const text = send.filled.content || send.filled.title;
  const type = send.binding.messageType;
  if (type === '4' || type === '5')
    return {
      isRecorded: false,
      failures: await sendWorkAppMessage(send.ctx, type, account, send.receivers, text),
    };
  const message = { template: send.template, values: send.filled.values };
  return {
    isRecorded: false,
    failures: await sendOfficialAccount(send.ctx, account, send.receivers, message),
  };
}

const CHANNELS: Record<string, (send: ChannelSend) => Promise<ChannelOutcome>> = {
  '1': sendStation,
  '2': sendMail,
  '3': sendSms,
  '4': sendThirdParty,
  '5': sendThirdParty,
  '6': sendWebhook,
  '7': sendThirdParty,
};

export function sendThroughChannel(send: ChannelSend): Promise<ChannelOutcome> {
  const channel = CHANNELS[send.binding.messageType];
  if (!channel) throw badRequest('sendConfig.notSupported', { type: typeName(send.binding.messageType) });
  return channel(send);
}
