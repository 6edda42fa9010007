import { CustomerServiceOutlined, PhoneOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/stores/session-store.ts';
import styles from '../shell-layout.module.css';
import { sysConfigText } from '../sys-config-info.ts';

/** A 470 px dialog with the business and technical support numbers. */
export const CONTACT_DIALOG_WIDTH = 470;

export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const info = useSession((s) => s.current?.sysConfigInfo);
  const rows = [
    {
      key: 'business',
      icon: <PhoneOutlined />,
      label: t('businessPhone'),
      phone: sysConfigText(info, 'businessPhone'),
    },
    {
      key: 'technical',
      icon: <CustomerServiceOutlined />,
      label: t('technicalPhone'),
      phone: sysConfigText(info, 'technicalPhone'),
    },
  ];
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('contactUs')}
      width={CONTACT_DIALOG_WIDTH}
      centered
    >
      <div className={styles.contact} data-testid="contact-dialog">
        {rows.map((row) => (
          <div key={row.key} className={styles.contactRow}>
            <span className={styles.contactIcon}>{row.icon}</span>
            <span className={styles.contactLabel}>{row.label}</span>
            {row.phone ? (
              <a href={`tel:${row.phone.replace(/[^\d+]/g, '')}`} className={styles.contactPhone}>
                {row.phone}
              </a>
            ) : (
              <span className={styles.contactPhone}>—</span>
            )}
          </div>
        ))}
      </div>
    </Modal>
  );
}
