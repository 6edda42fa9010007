import { DEFAULT_LANGUAGE } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { findTemplate } from '../message-template/message-template.repository.ts';
import { findBindings, findReceivers, findSendConfig } from './send-config.repository.ts';
import { type BindingResult, sendBinding } from './send-through-binding.ts';

/*
 * Sending through a send configuration on behalf of another module (a schedule's reminder): every
 * enabled binding of an enabled configuration sends its template to the users, each template's
 * parameters filled from the values the sender knows (only those the template declares;
 * `@CreatorUserName` is the sender's name). Outcomes go to 消息监控 as for a test send, in the default
 * language.
 */

export interface SendConfigDispatch {
  sendConfigId: string;
  senderId: string;
  userIds: readonly string[];
  /** Values by template field (`@Title`, `@StartDate`…). */
  values: Readonly<Record<string, string>>;
}

/** Answers each binding's outcome, or undefined when the configuration is gone, disabled or has no enabled row. */
export async function sendThroughSendConfig(
  ctx: AppContext,
  dispatch: SendConfigDispatch,
): Promise<BindingResult[] | undefined> {
  const config = await findSendConfig(ctx.db, dispatch.sendConfigId);
  if (config?.enabledMark !== 1) return undefined;
  const bindings = (await findBindings(ctx.db, [config.id])).filter((b) => b.row.enabledMark === 1);
  if (bindings.length === 0) return undefined;
  const [sender] = await findReceivers(ctx.db, [dispatch.senderId]);
  const known: Record<string, string> = { '@CreatorUserName': sender?.name ?? '', ...dispatch.values };
  const results: BindingResult[] = [];
  for (const { row: binding } of bindings) {
    const template = await findTemplate(ctx.db, binding.templateId);
    const values = (template?.params ?? []).flatMap((p) =>
      known[p.field] === undefined ? [] : [{ field: p.field, value: known[p.field] ?? '' }],
    );
    results.push(
      await sendBinding(ctx, DEFAULT_LANGUAGE, {
        binding,
        template,
        fallbackType: binding.messageType,
        senderId: dispatch.senderId,
        toUser: dispatch.userIds,
        values,
      }),
    );
  }
  return results;
}
