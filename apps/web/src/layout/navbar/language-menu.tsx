import { TranslationOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language, toShortLanguage } from '@platform/contracts';
import { currentUserProfileEndpoints } from '@platform/contracts/web-endpoints';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/http/call.ts';
import { changeLanguage, currentLanguage } from '../../platform/i18n/index.ts';
import { useSession } from '../../platform/stores/session-store.ts';
import { NATIVE_LANGUAGE_NAMES } from '../../shared/ui/language-names.ts';
import styles from '../shell-layout.module.css';

/** zh, zhtw, en; the choice is stored locally and, when logged in, on the server. */
export function LanguageMenu() {
  const { t } = useTranslation('layout');
  const pick = (language: Language) => {
    void changeLanguage(language);
    // Silent: the language already changed here, a failed save is not worth interrupting the user.
    if (useSession.getState().token)
      call(
        currentUserProfileEndpoints.updateLanguage,
        { body: { language: toShortLanguage(language) } },
        { isSilent: true },
      ).catch(() => undefined);
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [currentLanguage()],
        items: LANGUAGES.map((language) => ({
          key: language,
          label: (
            <span data-testid={`lang-${toShortLanguage(language)}`}>{NATIVE_LANGUAGE_NAMES[language]}</span>
          ),
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
