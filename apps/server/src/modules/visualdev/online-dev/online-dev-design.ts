import type { Language } from '@platform/contracts';
import { type FormModel, parseFormDesign } from '@platform/form-engine';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import { BoundedCache } from '../../../shared/bounded-cache.ts';
import type { VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import { cachedRelease } from './online-dev-runtime-cache.ts';

/*
 * The released (online) copy of a design as the runtime reads it: never the draft. A design bound to
 * tables keeps its records in those tables; every runtime call reaches them through the record store
 * (online-dev-record-store.ts).
 */

type Json = Record<string, unknown>;

/** `webType` of a data view: a list of a data interface's rows, with no form and no records of its own. */
export const DATA_VIEW = 4;
export const isJsonObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `key` texts of a list design's entries (`columnList` props, `searchList` models). */
export const stringsOf = (list: unknown, key: string): string[] =>
  Array.isArray(list)
    ? list.filter(isJsonObject).flatMap((item) => (typeof item[key] === 'string' ? [item[key]] : []))
    : [];

/** The released copy, or 404 when the design was never released (or is gone). */
export async function requireRelease(ctx: AppContext, modelId: string): Promise<VisualDesignReleaseRow> {
  const release = await cachedRelease(ctx, modelId);
  if (!release) throw notFound('onlineDev.notReleased');
  return release;
}

/** Whether the released design names tables (its records then live in them). */
export function hasTables(release: VisualDesignReleaseRow): boolean {
  try {
    const tables: unknown = JSON.parse(release.tables || '[]');
    return Array.isArray(tables) && tables.length > 0;
  } catch {
    return true;
  }
}

/**
 * Parsed forms by language and text: the same text parses to the same model, so a release is parsed once
 * while it stays among the most recently read. The models are shared: nobody changes one.
 */
const FORMS_KEPT = 64;
const parsedForms = new BoundedCache<string, FormModel>(FORMS_KEPT);

/**
 * What is read off a release row, kept with the row itself: the runtime keeps release rows while the
 * permission version holds (online-dev-runtime-cache.ts), so every call of that time finds them here.
 */
const readOff = new WeakMap<VisualDesignReleaseRow, Map<string, unknown>>();

function keptWith<T>(release: VisualDesignReleaseRow, key: string, read: () => T): T {
  let kept = readOff.get(release);
  if (!kept) {
    kept = new Map();
    readOff.set(release, kept);
  }
  if (kept.has(key)) return kept.get(key) as T;
  const value = read();
  kept.set(key, value);
  return value;
}

/** The released form's model, which every save is checked against (shared: read it, never change it). */
export function releasedForm(release: VisualDesignReleaseRow, lang: Language): FormModel {
  return keptWith(release, `form:${lang}`, () => {
    const text = release.formData ?? '';
    const key = `${lang}\u0000${text}`;
    const kept = parsedForms.get(key);
    if (kept) return kept;
    const parsed = parseFormDesign(text, lang);
    if (!parsed.success) {
      const [first] = parsed.errors;
      throw badRequest('visualDev.formInvalid', { path: first?.path ?? '', detail: first?.message ?? '' });
    }
    parsedForms.set(key, parsed.model);
    return parsed.model;
  });
}

/**
 * The list design of the side the menu is on (the App menu reads the app list). Shared with every call
 * on the same release row: read it, never change it.
 */
export function listDesign(release: VisualDesignReleaseRow, category: string): Json {
  const isApp = category === 'App';
  return keptWith(release, isApp ? 'list:App' : 'list:Web', () => {
    try {
      const value: unknown = JSON.parse((isApp ? release.appColumnData : release.columnData) ?? '{}');
      return isJsonObject(value) ? value : {};
    } catch {
      return {};
    }
  });
}

/** The record without the keys the caller may not read. */
export function withoutKeys(data: Json, hidden: ReadonlySet<string>): Json {
  if (hidden.size === 0) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !hidden.has(key)));
}
