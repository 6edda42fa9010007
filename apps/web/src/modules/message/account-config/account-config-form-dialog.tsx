import {
  type AccountConfigInfo,
  ButtonCode,
  type CreateAccountConfigBody,
  SECRET_MASK,
} from '@platform/contracts';
import { accountConfigEndpoints } from '@platform/contracts/web-endpoints';
import { Form } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { NameCodeFields, SortStateDescriptionFields } from '../../../shared/admin-kit/record-fields.tsx';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SysConfigTestButton } from '../../system/sys-config/sys-config-test-button.tsx';
import { AccountConfigFields } from './account-config-fields.tsx';
import { type AccountField, type AccountKind, isFieldShown } from './account-config-kinds.ts';

type FieldValue = string | number | boolean | null | undefined;

export type AccountFormValues = {
  fullName: string;
  enCode: string;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string;
} & Partial<Record<AccountField, FieldValue>>;

const NEW_ACCOUNT = { sortCode: 0, enabledMark: true };

/** The form values of a loaded account: secrets start empty (write-only), switches as booleans. */
function accountValues(kind: AccountKind, account: AccountConfigInfo): Partial<AccountFormValues> {
  const values: Partial<AccountFormValues> = {
    fullName: account.fullName,
    enCode: account.enCode,
    sortCode: account.sortCode,
    enabledMark: account.enabledMark === 1,
    description: account.description ?? '',
  };
  for (const spec of kind.fields) {
    const stored = account[spec.name];
    values[spec.name] = spec.input === 'secret' ? '' : spec.input === 'switch' ? stored === 1 : stored;
  }
  return values;
}

/**
 * The body of the form: the kind's shown fields (hidden ones are left out, so the server clears
 * them), switches as 0/1, and an empty secret as the mask on edit, which keeps the stored one.
 */
export function accountBody(
  kind: AccountKind,
  values: AccountFormValues,
  isEdit: boolean,
): CreateAccountConfigBody {
  const body: Record<string, unknown> = {
    type: kind.type,
    fullName: values.fullName,
    enCode: values.enCode,
    sortCode: values.sortCode ?? 0,
    enabledMark: values.enabledMark === false ? 0 : 1,
    description: values.description ?? '',
  };
  const watched = { channel: Number(values.channel), approveType: Number(values.approveType) };
  for (const spec of kind.fields.filter((field) => isFieldShown(field, watched))) {
    const value = values[spec.name];
    if (spec.input === 'switch') body[spec.name] = value ? 1 : 0;
    else if (spec.input !== 'secret') body[spec.name] = value ?? null;
    else if (value) body[spec.name] = value;
    else if (isEdit) body[spec.name] = SECRET_MASK;
  }
  return body as CreateAccountConfigBody;
}

interface AccountConfigFormDialogProps extends RecordDialogProps<AccountFormValues> {
  kind: AccountKind;
}

/**
 * New/edit dialog of one kind of account: name, code, the kind's fields, sort, state, description,
 * and the connection test (btn_test) with what the form holds; a saved record's empty secrets are
 * tested with the stored ones.
 */
export function AccountConfigFormDialog({ kind, ...props }: AccountConfigFormDialogProps) {
  const { t } = useTranslation('accountConfig');
  const [form] = Form.useForm<AccountFormValues>();
  const channel = Form.useWatch('channel', form);
  const approveType = Form.useWatch('approveType', form);
  const isEdit = props.target !== undefined && 'row' in props.target;
  const toValues = useCallback((account: AccountConfigInfo) => accountValues(kind, account), [kind]);
  const newValues = useMemo(() => ({ ...NEW_ACCOUNT, ...kind.defaults }), [kind]);
  const toBody = (values: AccountFormValues) => accountBody(kind, values, isEdit);
  const test = kind.test;

  return (
    <RecordFormDialog
      {...props}
      endpoints={accountConfigEndpoints}
      newValues={newValues}
      toValues={toValues}
      toBody={toBody}
      thing={t(`thing.${kind.type}`)}
      form={form}
      width={640}
      testId={`${kind.testId}-dialog`}
    >
      {(_, { record, editId }) => (
        <>
          <NameCodeFields />
          <AccountConfigFields
            kind={kind}
            watched={{ channel: Number(channel), approveType: Number(approveType) }}
            isSecretStored={(field) => record?.[field as keyof AccountConfigInfo] === SECRET_MASK}
          />
          {test && (
            <Form.Item label=" " colon={false}>
              <SysConfigTestButton
                label={t('test')}
                testId={`${kind.testId}-test`}
                code={ButtonCode.test}
                run={async () => {
                  const body = accountBody(kind, await form.validateFields(), editId !== undefined);
                  return callWithMessage(accountConfigEndpoints.test, {
                    params: { action: test },
                    body: editId ? { ...body, id: editId } : body,
                  });
                }}
              />
            </Form.Item>
          )}
          <SortStateDescriptionFields />
        </>
      )}
    </RecordFormDialog>
  );
}
