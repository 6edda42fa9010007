import { CustomerServiceOutlined } from '@ant-design/icons';
// Deep import: the `FloatButton` export of 'antd' also carries Group and BackTop (~2 KB gzip) that the
// shell (first screen) never shows.
import FloatButton from 'antd/es/float-button/FloatButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyContactDialog } from '../lazy-panels.tsx';

/**
 * The floating "contact us" button, in the bottom-right corner. The main area keeps a free strip of
 * its height below the page (shell-layout.module.css .main), so a list's pager scrolled to the end is
 * never under it.
 */
export function ContactButton() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  return (
    <>
      <FloatButton
        icon={<CustomerServiceOutlined />}
        tooltip={t('contactUs')}
        onClick={() => setOpen(true)}
        style={{ insetInlineEnd: 24, insetBlockEnd: 16 }}
        data-testid="contact-button"
      />
      <LazyContactDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
