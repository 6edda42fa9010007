/*
 * A data scheme's conditions as one line for the explainer ("organizeId == 当前组织 且 …"). The server
 * stores only well-formed conditionJson; anything unexpected is shown as it is rather than hidden.
 */

import { isDataSchemeVariable } from '@platform/contracts';
import type { TFunction } from 'i18next';

type Translate = TFunction<'authorize'>;

interface Condition {
  field: string;
  op: string;
  value: unknown;
}

const isCondition = (item: unknown): item is Condition =>
  typeof item === 'object' &&
  item !== null &&
  'field' in item &&
  typeof item.field === 'string' &&
  'op' in item &&
  typeof item.op === 'string' &&
  'value' in item;

function valueText(value: unknown, t: Translate): string {
  if (Array.isArray(value)) return value.map((v) => valueText(v, t)).join('、');
  const text = String(value);
  return isDataSchemeVariable(text) ? t(`variables.${text}`) : text;
}

export function describeScheme(conditionJson: string, matchLogic: string, t: Translate): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(conditionJson);
  } catch {
    return conditionJson;
  }
  if (!Array.isArray(parsed) || !parsed.every(isCondition)) return conditionJson;
  if (parsed.length === 0) return t('noConditions');
  const joiner = ` ${t(matchLogic === 'or' ? 'matchLogic.or' : 'matchLogic.and')} `;
  return parsed.map((c) => `${c.field} ${c.op} ${valueText(c.value, t)}`).join(joiner);
}
