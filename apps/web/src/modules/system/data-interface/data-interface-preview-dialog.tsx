import { dataInterfaceEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Form, Input, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { CompactLoadError } from '../../../shared/query-state/query-state.tsx';

interface PreviewTarget {
  id: string;
  fullName: string;
}

/** 预览: the interface's parameters with values to try, and its answer as JSON. */
export function DataInterfacePreviewDialog({
  target,
  onClose,
}: {
  target?: PreviewTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation(['dataInterface', 'adminKit']);
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<string>('');
  const [isRunning, setRunning] = useState(false);
  const params = useQuery({
    ...endpointQuery(dataInterfaceEndpoints.params, { params: { id: target?.id ?? '' } }),
    enabled: target !== undefined,
    staleTime: 0,
  });
  const close = () => {
    setValues({});
    setResult('');
    onClose();
  };
  const run = async () => {
    if (!target) return;
    setRunning(true);
    try {
      const paramList = (params.data ?? []).map((p) => ({
        field: p.field,
        defaultValue:
          values[p.field] ??
          (p.defaultValue === null || p.defaultValue === undefined ? '' : String(p.defaultValue)),
      }));
      const data = await call(dataInterfaceEndpoints.preview, {
        params: { id: target.id },
        body: { paramList, tenantId: '', origin: 'preview' },
      });
      setResult(JSON.stringify(data, null, 2));
    } catch {
      setResult('');
    } finally {
      setRunning(false);
    }
  };
  return (
    <Modal
      open={target !== undefined}
      title={t('previewTitle', { name: target?.fullName ?? '' })}
      width={800}
      onCancel={close}
      footer={
        <Button type="primary" loading={isRunning} onClick={run} data-testid="data-interface-run">
          {t('run')}
        </Button>
      }
      destroyOnHidden
    >
      {params.isPending ? (
        <Spin />
      ) : params.isError ? (
        <CompactLoadError onRetry={() => params.refetch()} />
      ) : params.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noParams')} />
      ) : (
        <Form layout="vertical">
          {params.data.map((p) => (
            <Form.Item
              key={p.field}
              label={`${p.fieldName || p.field} (${p.dataType})`}
              required={p.required === 1}
            >
              <Input
                defaultValue={
                  p.defaultValue === null || p.defaultValue === undefined ? '' : String(p.defaultValue)
                }
                onChange={(e) => setValues((v) => ({ ...v, [p.field]: e.target.value }))}
                data-testid={`data-interface-param-${p.field}`}
              />
            </Form.Item>
          ))}
        </Form>
      )}
      <Form.Item label={t('result')} layout="vertical" style={{ marginTop: 12 }}>
        <Input.TextArea
          value={result}
          readOnly
          rows={12}
          style={{ fontFamily: 'monospace' }}
          data-testid="data-interface-result"
        />
      </Form.Item>
    </Modal>
  );
}
