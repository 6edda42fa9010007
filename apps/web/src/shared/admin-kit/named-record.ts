/*
 * What every named administration record has (name, code, sort, state, description) as form values
 * and as a request body; a dialog adds its record's own fields (NameCodeFields and
 * SortStateDescriptionFields show these).
 */

/** The form values of the named fields: the state is a switch. */
export interface NamedRecordValues {
  fullName: string;
  enCode: string;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string | null;
}

/** A loaded record's named fields (the server leaves out what the caller may not see). */
interface NamedRecord {
  fullName?: string;
  enCode?: string;
  sortCode?: number;
  enabledMark?: number;
  description?: string | null;
}

export const namedRecord = {
  /** A new record: sorted first, enabled. */
  initial: { sortCode: 0, enabledMark: true } as Partial<NamedRecordValues>,
  /** The form values of a loaded record. */
  values: (record: NamedRecord): Partial<NamedRecordValues> => ({
    fullName: record.fullName,
    enCode: record.enCode,
    sortCode: record.sortCode,
    enabledMark: record.enabledMark === undefined ? undefined : record.enabledMark === 1,
    description: record.description,
  }),
  /** The body: the state as 1/0, an empty sort 0, an empty description null. */
  body: (values: NamedRecordValues) => ({
    fullName: values.fullName,
    enCode: values.enCode,
    sortCode: values.sortCode ?? 0,
    enabledMark: values.enabledMark === false ? (0 as const) : (1 as const),
    description: values.description ?? null,
  }),
};
