/* The columns every named record (group, position, role) shares: its create values and its info fields. */

/** What a named record's create body carries (group, position, role). */
interface NamedRecordBody {
  fullName: string;
  enCode: string;
  type?: string | null;
  description?: string | null;
  sortCode?: number;
  enabledMark?: number;
}

/** The create columns of a named record: a type or description left out is null. */
export function namedRecordValues(body: NamedRecordBody) {
  const { fullName, enCode, type, description, sortCode, enabledMark } = body;
  return { fullName, enCode, type: type ?? null, description: description ?? null, sortCode, enabledMark };
}

/** The columns of a named record's row. */
interface NamedRecordRow {
  id: string;
  fullName: string;
  enCode: string;
  type: string | null;
  description: string | null;
  sortCode: number;
  enabledMark: number;
  createdAt: Date;
}

/** The fields of a named record that its list rows and detail show. */
export function namedRecordInfo(row: NamedRecordRow) {
  const { id, fullName, enCode, type, description, sortCode, enabledMark, createdAt } = row;
  return { id, fullName, enCode, type, description, sortCode, enabledMark, creatorTime: createdAt.getTime() };
}
