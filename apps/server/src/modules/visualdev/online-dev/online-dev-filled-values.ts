import type { FieldEntry, FormModel } from '@platform/form-engine';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import type { Tx } from '../../../db/client.ts';
import { organizations, users } from '../../../db/schema/index.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { issueNextBillNumber } from '../../system/bill-rule/bill-rule.service.ts';
import { isJsonObject } from './online-dev-design.ts';
import type { DesignStores } from './online-dev-design-stores.ts';

/*
 * What a save of a designed form stores beside the user's values, all decided by the server: creator
 * and creation time, and the caller's organization (所属组织), department and position (所属岗位) as
 * they were on the create; last modifier and time on every save; a document number (单据组件) issued
 * from the field's rule on the create, in the save's transaction so a refused save gives its number
 * back. A relation form's value must name a record of the related design.
 */

type Json = Record<string, unknown>;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

interface CallerPlace {
  organizeId: string | null;
  companyId: string | null;
  positionId: string | null;
}

/** The caller's main organization, the company above it (or itself), and main position. */
async function callerPlace(tx: Tx, userId: string): Promise<CallerPlace> {
  const [user] = await tx
    .select({ organizeId: users.organizeId, positionId: users.positionId })
    .from(users)
    .where(eq(users.id, userId));
  const organizeId = user?.organizeId ?? null;
  let companyId: string | null = null;
  if (organizeId) {
    const [org] = await tx
      .select({ idPath: organizations.idPath })
      .from(organizations)
      .where(eq(organizations.id, organizeId));
    const path = (org?.idPath ?? organizeId).split(',').filter(Boolean);
    const nodes = await tx
      .select({ id: organizations.id, category: organizations.category })
      .from(organizations)
      .where(inArray(organizations.id, path));
    const companies = new Set(nodes.filter((n) => n.category === 'company').map((n) => n.id));
    companyId = [...path].reverse().find((id) => companies.has(id)) ?? null;
  }
  return { organizeId, companyId, positionId: user?.positionId ?? null };
}

/** 所属组织: the department itself when the field shows the last level, else the company. */
const organizeValue = (entry: FieldEntry, place: CallerPlace) =>
  entry.field.showLevel === 'last' || entry.field.showLevel === undefined
    ? place.organizeId
    : (place.companyId ?? place.organizeId);

/**
 * The server's fields of a save: `stored` is the record before an edit (undefined on a create), whose
 * creator-side fields and document numbers are kept. Without a caller (a public link's visitor) the
 * user, organization, department and position fields are left empty.
 */
export async function filledValues(
  ctx: AppContext,
  tx: Tx,
  model: FormModel,
  caller: SessionUser | undefined,
  stored: Json | undefined,
): Promise<Json> {
  const now = ctx.now().getTime();
  const values: Json = {};
  let place: CallerPlace | undefined;
  for (const entry of model.fields) {
    if (entry.kind !== 'system') continue;
    const name = entry.name;
    if (entry.key === 'modifyUser') values[name] = caller?.userId ?? null;
    else if (entry.key === 'modifyTime') values[name] = now;
    else if (stored) values[name] = stored[name] ?? null;
    else if (entry.key === 'createUser') values[name] = caller?.userId ?? null;
    else if (entry.key === 'createTime') values[name] = now;
    else if (entry.key === 'billRule') {
      const rule = textOf(entry.field.__config__.rule);
      values[name] = rule ? await issueNextBillNumber(ctx, rule, tx) : null;
    } else if (!caller) {
      values[name] = null;
    } else {
      place ??= await callerPlace(tx, caller.userId);
      if (entry.key === 'currOrganize') values[name] = organizeValue(entry, place);
      if (entry.key === 'currDept') values[name] = place.organizeId;
      if (entry.key === 'currPosition') values[name] = place.positionId;
    }
  }
  return values;
}

/** The relation-form values of the record (main form and sub-table rows), by field. */
function relationValues(model: FormModel, record: Json) {
  const byField = new Map<string, { modelId: string; label: string; ids: Set<string> }>();
  const add = (entry: FieldEntry, value: unknown) => {
    const modelId = textOf(entry.field.modelId);
    const id = textOf(value);
    if (!modelId || !id) return;
    const label = String(entry.field.__config__.label || entry.name);
    const found = byField.get(entry.ref) ?? { modelId, label, ids: new Set<string>() };
    found.ids.add(id);
    byField.set(entry.ref, found);
  };
  for (const entry of model.fields) {
    if (entry.key === 'relationForm') add(entry, record[entry.name]);
    const rows = entry.kind === 'subTable' ? record[entry.name] : undefined;
    if (!Array.isArray(rows)) continue;
    for (const column of model.columns.get(entry.name) ?? []) {
      if (column.key !== 'relationForm') continue;
      for (const row of rows) if (isJsonObject(row)) add(column, row[column.name]);
    }
  }
  return byField.values();
}

/**
 * Refuses a relation-form value that names no record of its related design (in the store its records
 * live in), naming the field; the related designs' stores are opened before the transaction.
 */
export async function assertRelationsExist(
  tx: Tx,
  model: FormModel,
  record: Json,
  stores: DesignStores,
): Promise<void> {
  for (const { modelId, label, ids } of relationValues(model, record)) {
    const design = await stores(modelId);
    const found = design ? await design.store.findByIds(tx, [...ids]) : [];
    if (found.length < ids.size) throw badRequest('onlineDev.relationMissing', { field: label });
  }
}
