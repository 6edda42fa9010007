import type { EndpointBody, EndpointInput, EndpointOutput, WebEndpoint } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { callWithMessage } from '../../platform/http/call.ts';
import { endpointQuery } from '../../platform/http/endpoint-query.ts';
import { grantedFields, useGrantGate } from '../permission/use-grant-gate.ts';
import { FormDialog } from './form-dialog.tsx';

/** What a record dialog is open for: a new record (with preset values) or an existing row. */
export type RecordTarget<Row, V> = { row: Row } | { preset?: Partial<V> };

interface RecordFormDialogProps<V extends object, G extends WebEndpoint, C extends WebEndpoint> {
  /** undefined while closed. */
  target: RecordTarget<{ id: string }, V> | undefined;
  /** GET /…/{id}: an edit reads the record (the server keeps what the granted fields need). */
  get: G;
  /** POST /…: create. */
  create: C;
  /** PUT /…/{id}: update, with the create body's fields, each optional. */
  update: WebEndpoint;
  /** The menu's form resources: a governed field shows only when granted, and only shown fields are sent. */
  formCodes: ReadonlySet<string>;
  /** The values of a new record (before the target's preset). */
  newValues: Partial<V>;
  /** The form values of a loaded record. */
  toValues: (record: EndpointOutput<G>) => Partial<V>;
  /** The full body from the form values; the dialog leaves out what the caller may not write. */
  toBody: (values: V) => EndpointBody<C>;
  /** Values of required fields the caller may not write on create: sent empty, the server names the missing grant. */
  emptyRequired: Partial<EndpointBody<C>>;
  titles: { add: string; edit: string };
  width?: number;
  testId: string;
  onClose: () => void;
  onSaved: () => void;
  /** The fields; `can(code)` tells whether the caller may write a governed field. */
  children: (can: (code: string) => boolean) => ReactNode;
}

/**
 * The new/edit dialog of an administration record: loads the record to edit, shows the granted
 * fields, sends only those, and saves with the behaviour of FormDialog (one submit, the server's
 * message, close and refresh; the values stay on failure).
 */
export function RecordFormDialog<V extends object, G extends WebEndpoint, C extends WebEndpoint>({
  target,
  get,
  create,
  update,
  formCodes,
  newValues,
  toValues,
  toBody,
  emptyRequired,
  titles,
  width,
  testId,
  onClose,
  onSaved,
  children,
}: RecordFormDialogProps<V, G, C>) {
  const can = useGrantGate('form', formCodes);
  const editId = target && 'row' in target ? target.row.id : undefined;
  const detail = useQuery({
    ...endpointQuery(get, { params: { id: editId ?? '' } } as EndpointInput<G>),
    enabled: editId !== undefined,
    staleTime: 0,
  });
  const initialValues = useMemo<Partial<V> | undefined>(() => {
    if (!target) return undefined;
    if (!('row' in target)) return { ...newValues, ...target.preset };
    return detail.data === undefined ? undefined : toValues(detail.data);
  }, [target, detail.data, newValues, toValues]);

  const submit = async (values: V) => {
    const body = grantedFields(toBody(values) as object, can);
    if (editId) {
      // The update body is the create body's fields, each optional (every contract declares it so).
      return (await callWithMessage(update, { params: { id: editId }, body } as never)).msg;
    }
    return (await callWithMessage(create, { body: { ...emptyRequired, ...body } } as never)).msg;
  };

  return (
    <FormDialog<V>
      open={target !== undefined}
      title={editId ? titles.edit : titles.add}
      initialValues={initialValues}
      isLoading={editId !== undefined && detail.isPending}
      width={width}
      onSubmit={submit}
      onClose={onClose}
      onSaved={onSaved}
      testId={testId}
    >
      {children(can)}
    </FormDialog>
  );
}
