import type { CreateScheduleBody, Language } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { usersByIds } from '../../permission/users/users-picker.service.ts';
import { listDictionaryOptions } from '../dictionary/dictionary-options.service.ts';

/*
 * What a schedule's body names must exist: its participants are enabled users, its category an
 * enabled entry of the 日程类型 dictionary (scheduleType), kept by the entry's id.
 */

/** The dictionary of schedule categories (by code). */
export const SCHEDULE_CATEGORY_DICTIONARY = 'scheduleType';

/** The category the body sends: `category`, else the original client's `type`. */
export const categoryOf = (body: CreateScheduleBody) => body.category ?? body.type;

/** Chosen participants must be enabled users. */
export async function checkParticipants(ctx: AppContext, body: CreateScheduleBody) {
  const ids = [...new Set(body.toUserIds ?? [])];
  if (ids.length === 0) return;
  const { list } = await usersByIds(ctx, ids);
  const known = new Set(list.map((user) => user.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing) throw badRequest('schedule.userNotFound', { id: missing });
}

/**
 * A category must be an enabled 日程类型 entry; none is allowed. An edit may keep the category the
 * entry already has (`kept`), even when that entry has since been disabled.
 */
export async function checkCategory(ctx: AppContext, body: CreateScheduleBody, kept?: string | null) {
  const category = categoryOf(body);
  if (!category || category === kept) return;
  const { list } = await listDictionaryOptions(ctx, SCHEDULE_CATEGORY_DICTIONARY);
  if (!list.some((option) => option.id === category)) throw badRequest('schedule.categoryNotFound');
}

/** The category's name in the caller's language ('' when it names no entry). */
export async function categoryName(
  ctx: AppContext,
  category: string | null,
  lang: Language,
): Promise<string> {
  if (!category) return '';
  const { list } = await listDictionaryOptions(ctx, SCHEDULE_CATEGORY_DICTIONARY, lang);
  return list.find((option) => option.id === category)?.fullName ?? '';
}
