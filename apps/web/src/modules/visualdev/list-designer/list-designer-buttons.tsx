import { DeleteOutlined, LinkOutlined } from '@ant-design/icons';
import {
  addCustomButton,
  type ListButton,
  ROW_BUTTONS,
  removeCustomButton,
  setButton,
  TOOLBAR_BUTTONS,
} from '@platform/form-engine';
import { Button, Checkbox, Divider, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAction } from './reorder-buttons.tsx';
import type { ListDesignApi } from './use-list-design.ts';

type Place = 'toolbar' | 'row';

/**
 * The toolbar and row buttons, each on or off with its own label (blank shows the button's name), and
 * custom row buttons that open a link.
 */
export function ListDesignerButtons({ api }: { api: ListDesignApi }) {
  const { t } = useTranslation('listDesigner');
  const { design } = api;
  const [custom, setCustom] = useState({ label: '', url: '' });
  const group = (
    place: Place,
    values: readonly ((typeof TOOLBAR_BUTTONS)[number] | (typeof ROW_BUTTONS)[number])[],
  ) => {
    const current: ListButton[] = place === 'toolbar' ? design.btnsList : design.columnBtnsList;
    return values.map((value) => {
      const button = current.find((b) => b.value === value);
      return (
        <Flex key={value} gap={8} align="center" style={{ marginBottom: 6 }}>
          <Checkbox
            checked={button !== undefined}
            onChange={(e) => api.apply((d) => setButton(d, place, value, e.target.checked))}
            style={{ width: 96 }}
            data-testid={`list-button-${place}-${value}`}
          >
            {t(`buttons.${value}`)}
          </Checkbox>
          <Input
            size="small"
            value={button?.label ?? ''}
            placeholder={t(`buttons.${value}`)}
            disabled={button === undefined}
            onChange={(e) => api.apply((d) => setButton(d, place, value, true, e.target.value))}
            aria-label={`${t('customLabel')} ${t(`buttons.${value}`)}`}
          />
        </Flex>
      );
    });
  };
  const addCustom = () => {
    const id = Date.now().toString(36);
    if (api.apply((d) => addCustomButton(d, custom.label, custom.url, id))) setCustom({ label: '', url: '' });
  };

  return (
    <>
      <Divider plain>{t('toolbarButtons')}</Divider>
      {group('toolbar', TOOLBAR_BUTTONS)}
      <Divider plain>{t('rowButtons')}</Divider>
      {group('row', ROW_BUTTONS)}
      <Divider plain>{t('customButtons')}</Divider>
      {design.customBtnsList.map((button) => (
        <Flex key={button.value} gap={8} align="center" style={{ marginBottom: 6 }}>
          <LinkOutlined />
          <Typography.Text ellipsis style={{ flex: 1 }} title={button.event.url}>
            {button.label}
          </Typography.Text>
          <IconAction
            title={t('remove')}
            icon={<DeleteOutlined />}
            isDanger
            onClick={() => api.apply((d) => removeCustomButton(d, button.value))}
            testId={`list-custom-remove-${button.value}`}
          />
        </Flex>
      ))}
      <Flex vertical gap={6}>
        <Input
          size="small"
          value={custom.label}
          placeholder={t('customLabel')}
          onChange={(e) => setCustom({ ...custom, label: e.target.value })}
          data-testid="list-custom-label"
        />
        <Input
          size="small"
          value={custom.url}
          placeholder="https://"
          aria-label={t('customUrl')}
          onChange={(e) => setCustom({ ...custom, url: e.target.value })}
          data-testid="list-custom-url"
        />
        <Button size="small" onClick={addCustom} data-testid="list-custom-add">
          {t('addCustom')}
        </Button>
      </Flex>
    </>
  );
}
