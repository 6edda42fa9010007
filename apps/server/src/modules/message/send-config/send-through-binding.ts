import { formatMessage, type Language, type SendConfigUserResult } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest } from '../../../http/app-error.ts';
import { selectedUserIds } from '../../permission/users/users-selection.service.ts';
import type { TemplateRow } from '../message-template/message-template.repository.ts';
import { escapeHtml, fillPlaceholders } from '../message-template/template-placeholders.ts';
import { recordMessageSend } from '../monitor/message-monitor.service.ts';
import { type BindingRow, findReceivers, type Receiver } from './send-config.repository.ts';
import { typeName } from './send-config.service.ts';
import { type FilledTemplate, type SendDraft, sendThroughChannel } from './test-send-channels.ts';

/*
 * One send through one binding of a send configuration: the template's `{field}` placeholders filled
 * with the values given (a value for a field the template does not declare is refused), the receivers
 * resolved from the picked users (and organizations, roles… of the user picker), then the binding's
 * channel. The answer names each receiver's outcome; every send, sent or failed, is recorded for 消息监控
 * (the 站内信 one in the transaction that delivers it).
 */

export interface BindingSend {
  binding: BindingRow | undefined;
  template: TemplateRow | undefined;
  /** The type named when the binding is gone. */
  fallbackType: string;
  senderId: string;
  /** User ids or `<id>--<type>` selections. */
  toUser: readonly string[];
  values: readonly { field: string; value: string }[];
}

export interface BindingResult {
  messageType: string;
  isSuccess: '1' | '0';
  result: string | null;
  userResults?: SendConfigUserResult[];
}

function fill(template: TemplateRow, given: BindingSend['values']): FilledTemplate {
  const declared = new Set(template.params.map((p) => p.field));
  for (const { field } of given)
    if (!declared.has(field)) throw badRequest('sendConfig.unknownParam', { field });
  const values = new Map(given.map((p) => [p.field, p.value]));
  return {
    title: fillPlaceholders(template.title, values),
    content: fillPlaceholders(template.content, values),
    // Mail content is sanitised rich text: the values go in as text.
    html: fillPlaceholders(template.content, values, escapeHtml),
    values,
  };
}

/** The enabled users behind the selection; a picked user id that is not one fails on its own. */
async function receiversOf(ctx: AppContext, toUser: readonly string[]) {
  const ids = toUser.length ? await selectedUserIds(ctx.db, toUser) : [];
  const receivers = await findReceivers(ctx.db, ids);
  const found = new Set(receivers.map((r) => r.id));
  const missing = toUser.filter((id) => !id.includes('--') && !found.has(id));
  return { receivers, missing };
}

function userResults(
  lang: Language,
  receivers: readonly Receiver[],
  missing: readonly string[],
  failures: ReadonlyMap<string, AppError>,
): SendConfigUserResult[] {
  const text = (error: AppError) => formatMessage(error.messageKey, lang, error.params);
  const missingText = formatMessage('sendConfig.userMissing', lang);
  return [
    ...receivers.map((r) => {
      const failure = failures.get(r.id);
      return {
        userId: r.id,
        userName: r.name,
        isSuccess: failure ? '0' : '1',
        result: failure ? text(failure) : null,
      };
    }),
    ...missing.map((id) => ({ userId: id, userName: id, isSuccess: '0', result: missingText })),
  ];
}

/** The row's reason when receivers missed the message: how many, who and why. */
function missedText(lang: Language, results: readonly SendConfigUserResult[]): string | null {
  const missed = results.filter((r) => r.isSuccess === '0');
  if (missed.length === 0) return null;
  const names = missed.map((r) => `${r.userName}（${r.result}）`).join('、');
  return formatMessage('sendConfig.someFailed', lang, { count: missed.length, names });
}

export async function sendBinding(
  ctx: AppContext,
  lang: Language,
  send: BindingSend,
): Promise<BindingResult> {
  const { binding, template } = send;
  const typeCode = template?.messageType ?? binding?.messageType ?? send.fallbackType;
  const messageType = formatMessage('sendConfig.resultType', lang, { type: typeName(typeCode) });
  const draft: SendDraft = {
    messageType: typeCode,
    messageSource: template?.messageSource ?? null,
    title: template?.title ?? null,
    content: null,
    receiverIds: [],
    templateId: template?.id ?? null,
    sendTime: ctx.now(),
    senderId: send.senderId,
  };
  try {
    if (!binding || !template) throw badRequest('sendConfig.rowNotFound');
    const filled = fill(template, send.values);
    draft.title = filled.title;
    draft.content = binding.messageType === '6' ? filled.content : filled.html;
    const { receivers, missing } = await receiversOf(ctx, binding.messageType === '6' ? [] : send.toUser);
    draft.receiverIds = [...receivers.map((r) => r.id), ...missing];
    // A channel that records its own send (站内信) only misses the picked users that do not exist.
    draft.error = missedText(lang, userResults(lang, [], missing, new Map()));
    const sendArgs = { ctx, senderId: send.senderId, binding, template, receivers, filled, draft };
    const outcome = await sendThroughChannel(sendArgs);
    const perUser = userResults(lang, receivers, missing, outcome.failures);
    const missed = missedText(lang, perUser);
    if (!outcome.isRecorded) await recordMessageSend(ctx.db, { ...draft, error: missed });
    const isSuccess = missed ? '0' : '1';
    return { messageType, isSuccess, result: missed, ...(perUser.length ? { userResults: perUser } : {}) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const result = formatMessage(error.messageKey, lang, error.params);
    // A row naming no binding sent nothing; every other failure is a send that did not go out.
    if (binding && template) await recordMessageSend(ctx.db, { ...draft, error: result });
    return { messageType, isSuccess: '0', result };
  }
}
