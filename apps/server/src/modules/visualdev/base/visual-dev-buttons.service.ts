import type { ModuleBtn } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { SessionUser } from '../../../http/route.ts';
import { visualDesignRecords } from './visual-dev.service.ts';

/*
 * GET /Base/ModuleBtn: the buttons of a design's list (the draft's `columnData`) as the original's
 * `BtnData`: the row buttons (`columnBtnsList`) first, then the toolbar's (`btnsList`). A list design
 * that is missing or not JSON has none.
 */

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

function buttonsOf(list: unknown): ModuleBtn[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isJson).map((button) => ({
    value: textOrNull(button.value),
    icon: textOrNull(button.icon),
    label: textOrNull(button.label),
  }));
}

export async function listModuleButtons(
  ctx: AppContext,
  caller: SessionUser,
  moduleId: string,
): Promise<ModuleBtn[]> {
  const { row } = await visualDesignRecords.require(ctx, caller, moduleId);
  let columns: unknown;
  try {
    columns = JSON.parse(row.columnData ?? '{}');
  } catch {
    return [];
  }
  if (!isJson(columns)) return [];
  return [...buttonsOf(columns.columnBtnsList), ...buttonsOf(columns.btnsList)];
}
