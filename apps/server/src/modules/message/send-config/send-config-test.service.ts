import { formatMessage, type Language, type TestSendConfigBody } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { selectedUserIds } from '../../permission/users/users-selection.service.ts';
import { probeSmtp, SmtpProbeError } from '../../system/sys-config/smtp-probe.ts';
import { SMTP_FAILURE_MESSAGES } from '../../system/sys-config/sys-config-mail.service.ts';
import { findAccount } from '../account-config/account-config.repository.ts';
import { postWebhook, webhookText } from '../account-config/account-config-test.service.ts';
import { openSecret } from '../account-config/account-secrets.ts';
import { deliverMessage } from '../message.service.ts';
import { findTemplate, type TemplateRow } from '../message-template/message-template.repository.ts';
import { escapeHtml, fillPlaceholders } from '../message-template/template-placeholders.ts';
import { type MessageSendRecord, recordMessageSend } from '../monitor/message-monitor.service.ts';
import { pushMessage } from '../realtime/realtime-notify.ts';
import { composeMail } from './mail-message.ts';
import {
  type BindingRow,
  findBindings,
  findBindingsByIds,
  findUserMailAddresses,
} from './send-config.repository.ts';
import { readSendConfig, toTestRow, typeName } from './send-config.service.ts';

/*
 * 发送配置 › 测试发送. getTestConfig lists the enabled bindings with their templates' parameters; the
 * test send fills each template's `{field}` placeholders with the values typed and sends it once:
 * 站内信 as a system message to the chosen users (pushed to their open tabs), mail through the
 * binding's SMTP account to the users' addresses, webhook through the outbound guard. Every row
 * answers its own result; one failing row does not stop the others. Every send, sent or failed, is
 * recorded for 消息监控; the 站内信 one in the transaction that delivers it.
 */

const SYSTEM_MESSAGE = 1;

export async function getSendConfigTestRows(ctx: AppContext, id: string) {
  await readSendConfig(ctx, id);
  const rows = (await findBindings(ctx.db, [id])).filter((b) => b.row.enabledMark === 1).map(toTestRow);
  if (rows.length === 0) throw badRequest('sendConfig.noRows');
  return rows;
}

interface Filled {
  title: string;
  content: string;
  html: string;
}

type Row = TestSendConfigBody[number];

/** What the monitor records of a send, completed as the send learns its receivers and account. */
type SendDraft = Omit<MessageSendRecord, 'error'>;

/** Delivers and records in one transaction; answers that the record is written. */
async function sendStation(ctx: AppContext, caller: SessionUser, row: Row, filled: Filled, draft: SendDraft) {
  const userIds = row.toUser?.length ? await selectedUserIds(ctx.db, row.toUser) : [];
  if (userIds.length === 0) throw badRequest('sendConfig.noReceivers');
  draft.receiverIds = userIds;
  const releaseTime = draft.sendTime;
  const bodyText = filled.html || null;
  const id = await ctx.db.transaction(async (tx) => {
    const messageId = await deliverMessage(
      tx,
      {
        type: SYSTEM_MESSAGE,
        title: filled.title,
        bodyText,
        excerpt: null,
        files: null,
        releaseUserId: caller.userId,
        releaseTime,
      },
      userIds,
    );
    await recordMessageSend(tx, draft);
    return messageId;
  });
  pushMessage(ctx, userIds, { id, type: SYSTEM_MESSAGE, title: filled.title, releaseTime });
  return true;
}

async function accountOf(ctx: AppContext, binding: BindingRow, draft: SendDraft) {
  const account = binding.accountConfigId ? await findAccount(ctx.db, binding.accountConfigId) : undefined;
  if (!account || account.type !== binding.messageType || account.enabledMark !== 1)
    throw badRequest('sendConfig.noAccount');
  draft.account = account;
  return account;
}

async function sendMail(ctx: AppContext, binding: BindingRow, row: Row, filled: Filled, draft: SendDraft) {
  if (row.toUser?.length) draft.receiverIds = row.toUser;
  const account = await accountOf(ctx, binding, draft);
  if (!row.toUser?.length) throw badRequest('sendConfig.noReceivers');
  const to = await findUserMailAddresses(ctx.db, row.toUser);
  if (to.length === 0) throw badRequest('sendConfig.noMailAddress');
  const from = account.smtpUser ?? '';
  const data = composeMail({
    fromName: account.addressorName,
    from,
    to,
    subject: filled.title,
    html: filled.html,
    date: ctx.now(),
  });
  try {
    await probeSmtp({
      host: account.smtpServer ?? '',
      port: account.smtpPort ?? 25,
      isTls: account.sslLink === 1,
      account: from,
      password: openSecret(ctx, account.smtpPasswordCipher),
      mail: { from, to, data },
    });
  } catch (error) {
    if (error instanceof SmtpProbeError) throw badRequest(SMTP_FAILURE_MESSAGES[error.reason]);
    throw error;
  }
  return false;
}

async function sendWebhook(ctx: AppContext, binding: BindingRow, filled: Filled, draft: SendDraft) {
  const account = await accountOf(ctx, binding, draft);
  const target = {
    ...account,
    bearer: openSecret(ctx, account.bearerCipher),
    password: openSecret(ctx, account.passwordCipher),
  };
  await postWebhook(ctx, target, webhookText(filled.content || filled.title));
  return false;
}

function fill(template: TemplateRow, row: Row): Filled {
  const values = new Map((row.paramJson ?? []).map((p) => [p.field, p.value ?? '']));
  return {
    title: fillPlaceholders(template.title, values),
    content: fillPlaceholders(template.content, values),
    // Mail content is sanitised rich text: the values go in as text.
    html: fillPlaceholders(template.content, values, escapeHtml),
  };
}

/** Sends one row; answers whether the send wrote its own record (in its transaction). */
async function sendOne(
  ctx: AppContext,
  caller: SessionUser,
  binding: BindingRow,
  template: TemplateRow,
  row: Row,
  draft: SendDraft,
): Promise<boolean> {
  const filled = fill(template, row);
  draft.title = filled.title;
  draft.content = binding.messageType === '6' ? filled.content : filled.html;
  if (binding.messageType === '1') return sendStation(ctx, caller, row, filled, draft);
  if (binding.messageType === '2') return sendMail(ctx, binding, row, filled, draft);
  if (binding.messageType === '6') return sendWebhook(ctx, binding, filled, draft);
  throw badRequest('sendConfig.notSupported', { type: typeName(binding.messageType) });
}

export async function testSendConfig(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  body: TestSendConfigBody,
) {
  const bindings = new Map(
    (
      await findBindingsByIds(
        ctx.db,
        body.map((r) => r.id),
      )
    ).map((b) => [b.id, b]),
  );
  const results = [];
  for (const row of body) {
    const binding = bindings.get(row.id);
    const template = binding ? await findTemplate(ctx.db, binding.templateId) : undefined;
    const type = typeName(template?.messageType ?? binding?.messageType ?? row.messageType ?? '');
    const messageType = formatMessage('sendConfig.resultType', lang, { type });
    const draft: SendDraft = {
      messageType: template?.messageType ?? binding?.messageType ?? row.messageType ?? '',
      messageSource: template?.messageSource ?? null,
      title: template?.title ?? null,
      content: null,
      receiverIds: [],
      templateId: template?.id ?? null,
      sendTime: ctx.now(),
      senderId: caller.userId,
    };
    try {
      if (!binding || !template) throw badRequest('sendConfig.rowNotFound');
      const isRecorded = await sendOne(ctx, caller, binding, template, row, draft);
      if (!isRecorded) await recordMessageSend(ctx.db, draft);
      results.push({ messageType, isSuccess: '1', result: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const result = formatMessage(error.messageKey, lang, error.params);
      // A row naming no binding sent nothing; every other failure is a send that did not go out.
      if (binding && template) await recordMessageSend(ctx.db, { ...draft, error: result });
      results.push({ messageType, isSuccess: '0', result });
    }
  }
  return results;
}
