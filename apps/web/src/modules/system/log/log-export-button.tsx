import { ButtonCode, type EndpointQuery, type LogCategory } from '@platform/contracts';
import { logEndpoints } from '@platform/contracts/web-endpoints';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/http/call.ts';
import { downloadFile } from '../../../platform/http/request.ts';
import { Auth } from '../../../shared/permission/auth.tsx';

type ExportQuery = EndpointQuery<typeof logEndpoints.export>;

interface LogExportButtonProps {
  category: LogCategory;
  /** The list's current filters: the export has every entry they match (up to the server's cap). */
  filters: Omit<ExportQuery, 'category'>;
}

/**
 * 导出 (btn_export): the server writes the tab's filtered entries as an .xlsx (GET /system/Log/ExportExcel)
 * and the browser downloads it with the token. Refusals (too many entries) are shown by the request helper.
 */
export function LogExportButton({ category, filters }: LogExportButtonProps) {
  const { t } = useTranslation('log');
  const [isBusy, setIsBusy] = useState(false);
  const run = async () => {
    setIsBusy(true);
    try {
      const { keyword, startTime, endTime, requestMethod, loginType, loginMark } = filters;
      const query = { category, keyword, startTime, endTime, requestMethod, loginType, loginMark };
      const file = await call(logEndpoints.export, { query });
      await downloadFile(file.url, file.name);
    } catch {
      // The request helper showed the server's message.
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Auth code={ButtonCode.export}>
      <Button loading={isBusy} onClick={() => void run()} data-testid={`log-${category}-export`}>
        {t('export')}
      </Button>
    </Auth>
  );
}
