import type { Language, TestSendConfigBody } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { findTemplate } from '../message-template/message-template.repository.ts';
import { findBindings, findBindingsByIds } from './send-config.repository.ts';
import { readSendConfig, toTestRow } from './send-config.service.ts';
import { sendBinding } from './send-through-binding.ts';

/*
 * 发送配置 › 测试发送. getTestConfig lists the enabled bindings with their templates' parameters; the
 * test send fills each template's `{field}` placeholders with the values typed and sends each row once
 * through its channel (send-through-binding.ts). Every row answers its own result, with one entry per
 * receiver; one failing row does not stop the others.
 */

export async function getSendConfigTestRows(ctx: AppContext, id: string) {
  await readSendConfig(ctx, id);
  const rows = (await findBindings(ctx.db, [id])).filter((b) => b.row.enabledMark === 1).map(toTestRow);
  if (rows.length === 0) throw badRequest('sendConfig.noRows');
  return rows;
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
    const values = (row.paramJson ?? []).map((p) => ({ field: p.field, value: p.value ?? '' }));
    results.push(
      await sendBinding(ctx, lang, {
        binding,
        template,
        fallbackType: row.messageType ?? '',
        senderId: caller.userId,
        toUser: row.toUser ?? [],
        values,
      }),
    );
  }
  return results;
}
