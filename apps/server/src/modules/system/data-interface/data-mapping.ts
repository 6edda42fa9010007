import type { DataMapping, DictionaryOption } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { listDictionaryOptions } from '../dictionary/dictionary-options.service.ts';

/*
 * The declarative post-processing of an interface's result: each mapped field may be renamed and
 * its values replaced by the names of a dictionary's entries (matched by entry code or id); `pick`
 * keeps only the mapped fields. It applies to every object row of an array result (or to an object
 * result itself); other values pass through unchanged. Nothing is evaluated.
 */

type Row = Record<string, unknown>;

function flatten(options: readonly DictionaryOption[], into = new Map<string, string>()) {
  for (const option of options) {
    into.set(option.enCode, option.fullName);
    into.set(option.id, option.fullName);
    if (option.children) flatten(option.children, into);
  }
  return into;
}

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function applyMapping(ctx: AppContext, mapping: DataMapping | undefined, result: unknown) {
  if (!mapping || mapping.fields.length === 0) return result;
  const names = new Map<string, Map<string, string>>();
  for (const field of mapping.fields) {
    if (field.dictionary && !names.has(field.dictionary)) {
      names.set(field.dictionary, flatten((await listDictionaryOptions(ctx, field.dictionary)).list));
    }
  }
  const mapRow = (row: Row): Row => {
    const out: Row = mapping.pick ? {} : { ...row };
    for (const field of mapping.fields) {
      if (!(field.from in row)) continue;
      const raw = row[field.from];
      const dictionary = field.dictionary ? names.get(field.dictionary) : undefined;
      const value =
        dictionary && raw !== null && raw !== undefined ? (dictionary.get(String(raw)) ?? raw) : raw;
      if (field.to && field.to !== field.from && !mapping.pick) delete out[field.from];
      out[field.to ?? field.from] = value;
    }
    return out;
  };
  if (Array.isArray(result)) return result.map((item) => (isRow(item) ? mapRow(item) : item));
  return isRow(result) ? mapRow(result) : result;
}
