import type { EndpointBody, WebEndpoint } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../platform/http/call.ts';
import { endpointQuery } from '../../platform/http/endpoint-query.ts';
import { grantedFields, useGrantGate } from '../permission/use-grant-gate.ts';
import { FormDialog } from './form-dialog.tsx';

/** What a record dialog is open for: a new record (with preset values) or an existing row. */
export type RecordTarget<Row, V> = { row: Row } | { preset?: Partial<V> };

const UNGOVERNED: ReadonlySet<string> = new Set();

/** What the page hands a record dialog: the target (undefined while closed), close and saved. */
export interface RecordDialogProps<V> {
  target: RecordTarget<{ id: string }, V> | undefined;
  onClose: () => void;
  /** After the save: the list refreshes. */
  onSaved: () => void;
}

interface RecordFormDialogProps<V extends object, R, C extends WebEndpoint> extends RecordDialogProps<V> {
  /**
   * The record's descriptors (usually its `…Endpoints` object): `create` (POST), `update` (PUT /{id},
   * the create body's fields, each optional) and `get` (GET /{id}: an edit reads the record, which the
   * server keeps to what the granted fields need). Without `get` the row itself is the record (lists
   * whose rows carry every field).
   */
  endpoints: { get?: WebEndpoint; create: C; update: WebEndpoint };
  /** The menu's form resources: a governed field shows only when granted, and only shown fields are sent. */
  formCodes?: ReadonlySet<string>;
  /** The values of a new record (before the target's preset); keep it stable (a constant). */
  newValues: Partial<V>;
  /** The form values of a loaded record; keep it stable (a module function). */
  toValues: (record: R) => Partial<V>;
  /** The full body from the form values; the dialog leaves out what the caller may not write. */
  toBody: (values: V) => EndpointBody<C>;
  /** Values of required fields the caller may not write on create: sent empty, the server names the missing grant. */
  emptyRequired?: Partial<EndpointBody<C>>;
  /** The form code of a body field named otherwise (`organizeIds` written under the code `organizeId`). */
  bodyCodes?: Partial<Record<keyof EndpointBody<C>, string>>;
  /** Body fields only a create sends (the update does not take them: the account, the state). */
  createOnly?: readonly (keyof EndpointBody<C>)[];
  /** What the record is called (分组): the titles are 新建分组 and 编辑分组 ('': 新建, 编辑). */
  thing: string;
  width?: number;
  /** The dialog's form, when the fields watch each other (Form.useWatch). */
  form?: FormInstance<V>;
  testId: string;
  /**
   * The fields; `can(code)` tells whether the caller may write a governed field. `record` is the
   * record of an edit (`editId`); `isOpen` holds back what the fields load while closed.
   */
  children: (
    can: (code: string) => boolean,
    loaded: { record: R | undefined; editId: string | undefined; isOpen: boolean },
  ) => ReactNode;
}

/**
 * The new/edit dialog of an administration record: loads the record to edit, shows the granted
 * fields, sends only those, and saves with the behaviour of FormDialog (one submit, the server's
 * message, close and refresh; the values stay on failure).
 */
export function RecordFormDialog<V extends object, R, C extends WebEndpoint>({
  target,
  endpoints: { get, create, update },
  formCodes = UNGOVERNED,
  newValues,
  toValues,
  toBody,
  emptyRequired,
  bodyCodes,
  createOnly = [],
  thing,
  width,
  form,
  testId,
  onClose,
  onSaved,
  children,
}: RecordFormDialogProps<V, R, C>) {
  const { t } = useTranslation('adminKit');
  const can = useGrantGate('form', formCodes);
  const row = target && 'row' in target ? target.row : undefined;
  const editId = row?.id;
  const detail = useQuery({
    ...endpointQuery(get ?? update, { params: { id: editId ?? '' } } as never),
    enabled: get !== undefined && editId !== undefined,
    staleTime: 0,
  });
  const record = (get ? detail.data : row) as R | undefined;
  const initialValues = useMemo<Partial<V> | undefined>(() => {
    if (!target) return undefined;
    if (!('row' in target)) return { ...newValues, ...target.preset };
    return record === undefined ? undefined : toValues(record);
  }, [target, record, newValues, toValues]);

  const submit = async (values: V) => {
    const codes = (bodyCodes ?? {}) as Record<string, string | undefined>;
    const body: Record<string, unknown> = grantedFields(toBody(values) as Record<string, unknown>, (key) =>
      can(codes[key] ?? key),
    );
    if (editId) {
      // The update body is the create body's fields, each optional (every contract declares it so).
      for (const key of createOnly) delete body[key as string];
      return (await callWithMessage(update, { params: { id: editId }, body } as never)).msg;
    }
    return (await callWithMessage(create, { body: { ...emptyRequired, ...body } } as never)).msg;
  };

  return (
    <FormDialog<V>
      open={target !== undefined}
      title={t(editId ? 'editTitle' : 'addTitle', { thing }).trim()}
      initialValues={initialValues}
      isLoading={get !== undefined && editId !== undefined && detail.isPending}
      width={width}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      onSaved={onSaved}
      testId={testId}
    >
      {children(can, { record, editId, isOpen: target !== undefined })}
    </FormDialog>
  );
}
