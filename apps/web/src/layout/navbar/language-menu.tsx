import { TranslationOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language, toShortLanguage } from '@platform/contracts';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../app/i18n/index.ts';
import { useSession } from '../../app/stores/session-store.ts';
import { saveSystemLanguage } from '../shell-api.ts';
import styles from '../shell-layout.module.css';

/** zh, zhtw, en (spec §2.4); the choice is stored locally and, when logged in, on the server. */
export function LanguageMenu() {
  const { t } = useTranslation('layout');
  const pick = (language: Language) => {
    void changeLanguage(language);
    if (useSession.getState().token) saveSystemLanguage(language).catch(() => undefined);
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [currentLanguage()],
        items: LANGUAGES.map((language) => ({
          key: language,
          label: <span data-testid={`lang-${toShortLanguage(language)}`}>{t(`languages.${language}`)}</span>,
        })),
        onClick: ({ key }) => pick(key as Language),
      }}
    >
      <button type="button" className={styles.iconBtn} aria-label={t('language')} data-testid="language-menu">
        <TranslationOutlined />
      </button>
    </Dropdown>
  );
}
