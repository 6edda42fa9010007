import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/stores/session-store.ts';
import { sysConfigText } from '../sys-config-info.ts';

/** System name, version, author (company), copyright and the platform credit. */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const info = useSession((s) => s.current?.sysConfigInfo);
  const text = (key: string) => sysConfigText(info, key) || '—';
  return (
    <Modal open={open} title={t('about')} onCancel={onClose} footer={null} width={520} destroyOnHidden>
      <div data-testid="about-dialog">
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'name', label: t('aboutName'), children: text('sysName') },
            { key: 'version', label: t('aboutVersion'), children: text('sysVersion') },
            { key: 'author', label: t('aboutAuthor'), children: text('companyName') },
            { key: 'copyright', label: t('aboutCopyright'), children: text('copyright') },
            { key: 'credit', label: t('aboutPlatform'), children: t('platformCredit') },
          ]}
        />
      </div>
    </Modal>
  );
}
