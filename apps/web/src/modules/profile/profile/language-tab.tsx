import { LANGUAGES, type Language } from '@platform/contracts';
import { currentUserProfileEndpoints } from '@platform/contracts/web-endpoints';
import { useMutation } from '@tanstack/react-query';
import { Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { changeLanguage, currentLanguage } from '../../../platform/i18n/index.ts';
import { NATIVE_LANGUAGE_NAMES } from '../../../shared/ui/language-names.ts';

/** Interface language: applied at once, and saved to the server for the next login. */
export function LanguageTab() {
  const { t, i18n } = useTranslation('profile');
  const { message } = useAppFeedback();
  const language = (i18n.language as Language) || currentLanguage();

  const save = useMutation({
    mutationFn: (next: Language) =>
      callWithMessage(currentUserProfileEndpoints.updateLanguage, { body: { language: next } }),
    onSuccess: (envelope) => {
      if (envelope.msg) message.success({ content: envelope.msg, duration: 1 });
    },
  });

  const pick = async (next: Language) => {
    await changeLanguage(next);
    save.mutate(next);
  };

  return (
    <div>
      <Typography.Title level={5}>{t('language.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('language.hint')}</Typography.Paragraph>
      <Radio.Group
        value={language}
        onChange={(e) => void pick(e.target.value as Language)}
        optionType="button"
        buttonStyle="solid"
        options={LANGUAGES.map((lang) => ({ value: lang, label: NATIVE_LANGUAGE_NAMES[lang] }))}
        data-testid="profile-language"
      />
    </div>
  );
}
