import {
  type CurrentUserBaseInfo,
  EMAIL_PATTERN,
  formatMessage,
  isChineseIdCard,
  MOBILE_PATTERN,
  type UpdateCurrentUserBaseInfoBody,
} from '@platform/contracts';
import { currentUserProfileEndpoints } from '@platform/contracts/web-endpoints';
import { useMutation } from '@tanstack/react-query';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { currentLanguage } from '../../../platform/i18n/index.ts';
import { useFormName } from '../../../shared/ui/use-form-name.ts';
import { validationText } from './validation-text.ts';

export interface BaseInfoValues {
  realName: string;
  gender?: number | null;
  mobilePhone?: string;
  email?: string;
  birthday?: Dayjs | null;
  nation?: string;
  nativePlace?: string;
  certificatesNumber?: string;
  landline?: string;
  postalAddress?: string;
  signature?: string;
  description?: string;
}

const LANDLINE_PATTERN = /^[\d\-+() ]+$/;
const SUCCESS_MS = 1500;
const GENDERS = [1, 2, 3] as const;

function toValues(info: CurrentUserBaseInfo): BaseInfoValues {
  return {
    realName: info.realName,
    // The server answers the dictionary code as text (what the original's select binds).
    gender: info.gender === null ? null : Number(info.gender),
    mobilePhone: info.mobilePhone ?? '',
    email: info.email ?? '',
    birthday: info.birthday === null ? null : dayjs(info.birthday),
    nation: info.nation ?? '',
    nativePlace: info.nativePlace ?? '',
    certificatesNumber: info.certificatesNumber ?? '',
    landline: info.landline ?? '',
    postalAddress: info.postalAddress ?? '',
    signature: info.signature ?? '',
    description: info.description ?? '',
  };
}

/** Empty inputs go as null: the strict body accepts exactly these keys. */
function toBody(values: BaseInfoValues): UpdateCurrentUserBaseInfoBody {
  const text = (v: string | undefined) => (v?.trim() ? v.trim() : null);
  return {
    realName: values.realName.trim(),
    gender: values.gender ?? null,
    mobilePhone: text(values.mobilePhone),
    email: text(values.email),
    birthday: values.birthday ? values.birthday.startOf('day').valueOf() : null,
    nation: text(values.nation),
    nativePlace: text(values.nativePlace),
    certificatesNumber: text(values.certificatesNumber)?.toUpperCase() ?? null,
    landline: text(values.landline),
    postalAddress: text(values.postalAddress),
    signature: text(values.signature),
    description: text(values.description),
  };
}

/** A rule that passes empty values and checks the rest (optional fields with a shared input pattern). */
const optional = (test: (value: string) => boolean, message: string): Rule => ({
  validator: (_, value?: string) =>
    !value?.trim() || test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
});

interface BaseInfoFormProps {
  info: CurrentUserBaseInfo;
  /** After the server msg has shown for 1.5 s. */
  onSaved: () => void;
  onCancel: () => void;
}

/** Edit form of the user's own profile fields, validated with the shared input patterns. */
export function BaseInfoForm({ info, onSaved, onCancel }: BaseInfoFormProps) {
  const { t } = useTranslation(['profile', 'common']);
  const { message } = useAppFeedback();
  const [isWaiting, setWaiting] = useState(false);
  // A cached user page keeps its dialog's realName, email… inputs mounted next to this form.
  const formName = useFormName('base-info');
  const max = (n: number): Rule => ({ max: n, message: t('base.maxLength', { max: n }) });

  const save = useMutation({
    mutationFn: (values: BaseInfoValues) =>
      callWithMessage(currentUserProfileEndpoints.update, { body: toBody(values) }),
    onSuccess: (envelope) => {
      message.success({ content: envelope.msg || t('saved'), duration: SUCCESS_MS / 1000 });
      setWaiting(true);
      setTimeout(() => {
        setWaiting(false);
        onSaved();
      }, SUCCESS_MS);
    },
  });

  return (
    <Form<BaseInfoValues>
      name={formName}
      layout="vertical"
      initialValues={toValues(info)}
      onFinish={(values) => save.mutate(values)}
      data-testid="base-info-form"
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            name="realName"
            label={t('base.realName')}
            rules={[{ required: true, whitespace: true, message: t('base.realNameRequired') }, max(50)]}
          >
            <Input data-testid="base-realName" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="gender" label={t('base.gender')}>
            <Select allowClear options={GENDERS.map((g) => ({ value: g, label: t(`base.genders.${g}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="mobilePhone"
            label={t('base.mobilePhone')}
            rules={[optional((v) => MOBILE_PATTERN.test(v), validationText('validation.mobile'))]}
          >
            <Input maxLength={11} data-testid="base-mobilePhone" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={t('base.email')}
            rules={[
              optional((v) => v.length <= 254 && EMAIL_PATTERN.test(v), validationText('validation.email')),
            ]}
          >
            <Input data-testid="base-email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="birthday"
            label={t('base.birthday')}
            rules={[
              {
                validator: (_, v?: Dayjs | null) =>
                  v?.isAfter(dayjs(), 'day')
                    ? Promise.reject(
                        new Error(formatMessage('currentUser.birthdayInFuture', currentLanguage())),
                      )
                    : Promise.resolve(),
              },
            ]}
          >
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="certificatesNumber"
            label={t('base.certificatesNumber')}
            rules={[optional(isChineseIdCard, validationText('validation.idCard'))]}
          >
            <Input maxLength={18} data-testid="base-certificatesNumber" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nation" label={t('base.nation')} rules={[max(50)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nativePlace" label={t('base.nativePlace')} rules={[max(100)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="landline"
            label={t('base.landline')}
            rules={[max(30), optional((v) => LANDLINE_PATTERN.test(v), t('base.landlineInvalid'))]}
          >
            <Input data-testid="base-landline" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="postalAddress" label={t('base.postalAddress')} rules={[max(200)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="signature" label={t('base.signature')} rules={[max(500)]}>
            <Input.TextArea rows={3} showCount maxLength={500} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="description" label={t('base.description')} rules={[max(500)]}>
            <Input.TextArea rows={3} showCount maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending || isWaiting}
          data-testid="base-save"
        >
          {t('common:save')}
        </Button>
        <Button onClick={onCancel} disabled={save.isPending || isWaiting}>
          {t('common:cancel')}
        </Button>
      </Space>
    </Form>
  );
}
