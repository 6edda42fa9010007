import { LOG_CATEGORIES, type LogCategory } from '@platform/contracts';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { logLocales } from './log.locales.ts';
import { LogCategoryList } from './log-category-list.tsx';

registerLocales(logLocales);

/** The tabs in the original's order: login, request, operation, exception. */
const TAB_ORDER: readonly LogCategory[] = ['1', '5', '3', '4'];

/**
 * Menu system.log (系统日志): login, request, operation and exception entries, one tab each, newest
 * first; search by keyword and time; details of a request, operation (record before and after) or
 * exception; delete the selected entries or clear a category (btn_remove), each after a question.
 */
export default function LogPage() {
  const { t } = useTranslation('log');
  const [category, setCategory] = useState<LogCategory>('1');
  return (
    <AdminPage>
      <Tabs
        activeKey={category}
        onChange={(key) => setCategory(LOG_CATEGORIES.find((c) => c === key) ?? '1')}
        items={TAB_ORDER.map((key) => ({ key, label: t(`tabs.${key}`) }))}
      />
      <LogCategoryList key={category} category={category} />
    </AdminPage>
  );
}
