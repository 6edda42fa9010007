import {
  type DepartmentListQuery,
  ORGANIZE_TOP_ID,
  ORGANIZE_TOP_NAME,
  type OrganizeCategory,
  type OrganizeConditionBody,
  type OrganizeInfo,
  type OrganizeListQuery,
  type OrganizeSelectorNode,
  type OrganizeTreeList,
  type OrganizeTreeNode,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { forbidden } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { omitKeys } from '../../../shared/record-kit/record-access.ts';
import { NAMED_RECORD_KEYWORD } from '../authority/menu-grants.service.ts';
import {
  findAllOrganizations,
  findOrganizationsByIds,
  type OrganizeRowWithManager,
} from './organize.repository.ts';
import { readableOrganize } from './organize.service.ts';
import { organizeGrantsOf } from './organize-grants.service.ts';
import { isInScope, manageableOrganizeIds, type OrganizeScope } from './organize-scope.service.ts';
import { isOnPath, type Nested, nestByParent, pathIds, pathName } from './organize-tree.ts';

/*
 * Reads of organizations: the management lists (GET /Organize, /Organize/Department) and the pickers
 * (Tree, Selector, SelectorByAuth, Department/Selector, OrganizeCondition). Filters keep the matches
 * plus their ancestors, so the result still reads as a tree from the top. The management lists and
 * the detail follow the caller's column and data grants on their menu (ADR 0009).
 */

type Caller = Pick<SessionUser, 'userId' | 'isAdministrator'>;
type Row = OrganizeRowWithManager;

/** JNPF font icons of the two categories; the web draws its own icon from `category`. */
const ICONS: Record<string, string> = {
  company: 'icon-ym icon-ym-tree-organization3',
  department: 'icon-ym icon-ym-tree-department1',
};

const namesOf = (rows: { id: string; fullName: string }[]) => new Map(rows.map((r) => [r.id, r.fullName]));

const iconOf = (category: string) => ICONS[category] ?? ICONS.company;

/** The parent's id path (the node left out): what the original's parent picker shows; ['-1'] at the top. */
const parentPath = (row: Row) => {
  const ids = pathIds(row.idPath).slice(0, -1);
  return ids.length > 0 ? ids : [ORGANIZE_TOP_ID];
};

function toInfo(row: Row, names: ReadonlyMap<string, string>): Required<OrganizeInfo> {
  return {
    id: row.id,
    parentId: row.parentId,
    category: row.category,
    type: row.category,
    icon: iconOf(row.category),
    organizeIdTree: parentPath(row),
    propertyJson: row.propertyJson,
    fullName: row.fullName,
    enCode: row.enCode,
    managerId: row.managerId,
    managerName: row.managerName,
    description: row.description,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    organize: pathName(row.idPath, names),
    organizeIds: pathIds(row.idPath),
    creatorTime: row.createdAt.getTime(),
  };
}

/** The keyword is in one of the row's fields named by `keys` (a management list: the granted columns). */
function matches(row: Row, keyword: string | undefined, keys: readonly string[] = NAMED_RECORD_KEYWORD) {
  if (!keyword) return true;
  const wanted = keyword.toLowerCase();
  const searched = { fullName: row.fullName, enCode: row.enCode };
  return Object.entries(searched).some(
    ([key, value]) => keys.includes(key) && value.toLowerCase().includes(wanted),
  );
}

/** The rows that pass, plus the ancestors (among `rows`) of each, in the original order. */
function withAncestors(rows: Row[], passes: (row: Row) => boolean): { kept: Row[]; passed: Set<string> } {
  const passed = new Set(rows.filter(passes).map((r) => r.id));
  const keep = new Set<string>();
  for (const row of rows) if (passed.has(row.id)) for (const id of pathIds(row.idPath)) keep.add(id);
  return { kept: rows.filter((r) => keep.has(r.id)), passed };
}

/**
 * The nested nodes without the keys the caller's column grants hide (nested first: ids and parents
 * stay). The picker path and the company form's data are left to the detail.
 */
function omitTree(nodes: Nested<Required<OrganizeInfo>>[], hidden: ReadonlySet<string>): OrganizeTreeNode[] {
  return nodes.map(({ children, hasChildren, organizeIdTree: _path, propertyJson: _json, ...info }) => ({
    ...omitKeys(info, hidden),
    hasChildren,
    children: omitTree(children, hidden),
  }));
}

/**
 * The rows a management list may show: inside the caller's organization scope and data schemes; and
 * the keys its keyword may search.
 */
async function listable(
  ctx: AppContext,
  caller: SessionUser,
  all: Row[],
  query: OrganizeListQuery,
  category?: OrganizeCategory,
) {
  const grants = organizeGrantsOf(category);
  const access = await grants.readAccess(ctx, caller);
  const { keywordKeys } = grants.listQuery(access, query);
  const [scope, readable] = await Promise.all([
    manageableOrganizeIds(ctx, caller),
    grants.readableIds(ctx, access),
  ]);
  const rows = all.filter((r) => isInScope(scope, r.id) && (readable === 'all' || readable.has(r.id)));
  return { rows, hidden: access.listHidden, keywordKeys };
}

/** GET /Organize: the management tree; a delegated administrator sees the organizations they manage. */
export async function listOrganizations(
  ctx: AppContext,
  caller: SessionUser,
  query: OrganizeListQuery,
): Promise<OrganizeTreeList> {
  const all = await findAllOrganizations(ctx.db);
  const names = namesOf(all);
  // Out-of-scope ancestors are not shown here (this list edits rows): in-scope nodes nest from their
  // highest visible ancestor.
  const { rows, hidden, keywordKeys } = await listable(ctx, caller, all, query);
  const { kept } = withAncestors(rows, (r) => matches(r, query.keyword, keywordKeys));
  return { list: omitTree(nestByParent(kept.map((r) => toInfo(r, names))), hidden) };
}

/** The company a node belongs to: the nearest company on its path, itself excluded. */
function owningCompany(row: Row, byId: ReadonlyMap<string, Row>): string | undefined {
  const ids = pathIds(row.idPath).slice(0, -1).reverse();
  return ids.find((id) => byId.get(id)?.category === 'company');
}

/**
 * GET /Organize/Department: the departments of one company, nested (sub-companies and their
 * departments are left out), or every department without organizeId.
 */
export async function listDepartments(
  ctx: AppContext,
  caller: SessionUser,
  query: DepartmentListQuery,
): Promise<OrganizeTreeList> {
  const all = await findAllOrganizations(ctx.db);
  const byId = new Map(all.map((r) => [r.id, r]));
  const names = namesOf(all);
  const { rows, hidden, keywordKeys } = await listable(ctx, caller, all, query, 'department');
  const departments = rows.filter(
    (r) => r.category === 'department' && (!query.organizeId || owningCompany(r, byId) === query.organizeId),
  );
  const { kept } = withAncestors(departments, (r) => matches(r, query.keyword, keywordKeys));
  return { list: omitTree(nestByParent(kept.map((r) => toInfo(r, names))), hidden) };
}

/** GET /Organize/{id} and /Organize/Department/{id}, within the caller's scope and data schemes. */
export async function getOrganize(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  category?: OrganizeCategory,
): Promise<OrganizeInfo> {
  const { row, access } = await readableOrganize(ctx, caller, id, category);
  if (!isInScope(await manageableOrganizeIds(ctx, caller), id)) throw forbidden('organize.outOfScope');
  const names = namesOf(await findOrganizationsByIds(ctx.db, pathIds(row.idPath)));
  return omitKeys(toInfo(row, names), access.detailHidden);
}

interface PickerOptions {
  /** Choosable rows; the others appear only as (disabled) ancestors of choosable ones. */
  isEligible?: (row: Row) => boolean;
  keyword?: string;
  /** The node being edited: left out with its whole subtree (it cannot become its own parent). */
  excludeId?: string;
}

function pickerTree(all: Row[], options: PickerOptions): OrganizeSelectorNode[] {
  const names = namesOf(all);
  const { excludeId, keyword } = options;
  const isEligible = options.isEligible ?? (() => true);
  const rows = excludeId && excludeId !== '0' ? all.filter((r) => !isOnPath(r.idPath, excludeId)) : all;
  const { kept, passed } = withAncestors(rows, (r) => isEligible(r) && matches(r, keyword));
  return nestByParent(
    kept.map((r) => ({
      id: r.id,
      parentId: r.parentId,
      fullName: r.fullName,
      enCode: r.enCode,
      category: r.category,
      type: r.category,
      icon: iconOf(r.category),
      organize: pathName(r.idPath, names),
      organizeIds: pathIds(r.idPath),
      disabled: !passed.has(r.id) || r.enabledMark !== 1,
    })),
  );
}

/** GET /Organize/Tree: every organization (the pickers of forms anywhere). */
export async function organizeTree(ctx: AppContext): Promise<{ list: OrganizeSelectorNode[] }> {
  return { list: pickerTree(await findAllOrganizations(ctx.db), {}) };
}

/**
 * GET /Organize/Selector/{id}: parent picker of the company dialog: the top node -1 (顶级节点) holding
 * the companies, the edited one and its subtree left out.
 */
export async function organizeSelector(
  ctx: AppContext,
  excludeId: string,
): Promise<{ list: OrganizeSelectorNode[] }> {
  const all = await findAllOrganizations(ctx.db);
  const companies = pickerTree(all, { excludeId, isEligible: (r) => r.category === 'company' });
  const top: OrganizeSelectorNode = {
    id: ORGANIZE_TOP_ID,
    parentId: '0',
    fullName: ORGANIZE_TOP_NAME,
    enCode: '',
    category: 'company',
    type: 'company',
    icon: ICONS.company,
    organize: ORGANIZE_TOP_NAME,
    organizeIds: [],
    disabled: false,
    hasChildren: companies.length > 0,
    children: companies,
  };
  return { list: [top] };
}

/** GET /Organize/Department/Selector/{id}: every organization but the edited one's subtree. */
export async function departmentSelector(
  ctx: AppContext,
  excludeId: string,
): Promise<{ list: OrganizeSelectorNode[] }> {
  return { list: pickerTree(await findAllOrganizations(ctx.db), { excludeId }) };
}

/**
 * GET /Organize/Department/SelectorByAuth/{id} (companies and departments: the tree of the user,
 * position and role pages) and GET /Organize/SelectorByAuth/{id} (`category` company: the original's
 * company picker): only what the caller manages is choosable; ancestors outside the scope are shown
 * disabled so the tree keeps its shape.
 */
export async function selectorByAuth(
  ctx: AppContext,
  caller: Caller,
  excludeId: string,
  category?: OrganizeCategory,
): Promise<{ list: OrganizeSelectorNode[] }> {
  const [all, scope] = await Promise.all([findAllOrganizations(ctx.db), manageableOrganizeIds(ctx, caller)]);
  const isEligible = (r: Row) => inScope(scope, r) && (!category || r.category === category);
  return { list: pickerTree(all, { excludeId, isEligible }) };
}

const inScope = (scope: OrganizeScope, row: Row) => isInScope(scope, row.id);

/** POST /Organize/OrganizeCondition: organizations inside the given subtrees (all when none) matching keyword. */
export async function organizeCondition(
  ctx: AppContext,
  body: OrganizeConditionBody,
): Promise<{ list: OrganizeSelectorNode[] }> {
  const roots = body.organizeIds;
  const isEligible = (r: Row) => roots.length === 0 || roots.some((id) => isOnPath(r.idPath, id));
  return { list: pickerTree(await findAllOrganizations(ctx.db), { isEligible, keyword: body.keyword }) };
}
