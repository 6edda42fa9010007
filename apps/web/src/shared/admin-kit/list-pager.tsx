import { Flex, Pagination, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { adminKitLocales } from './admin-kit-locales.ts';

registerLocales(adminKitLocales);

/** 20 a page by default, 20/50/100/500 offered (the server caps a page at 500). */
export const PAGE_SIZES = [20, 50, 100, 500] as const;

interface ListPagerProps {
  current: number;
  pageSize: number;
  total: number;
  /** False when the server estimated the total (a list past its exact-count limit): shown as "about". */
  totalExact?: boolean;
  pageSizes?: readonly number[];
  /** A new page size always goes back to page 1. */
  onChange: (currentPage: number, pageSize: number) => void;
  testId?: string;
}

/**
 * The list pager, laid out in this order: total, sizes, prev, pager, next, jumper. antd keeps
 * the size changer next to the jumper, so the total and the sizes are rendered here, before it.
 */
export function ListPager({
  current,
  pageSize,
  total,
  totalExact = true,
  pageSizes = PAGE_SIZES,
  onChange,
  testId,
}: ListPagerProps) {
  const { t } = useTranslation('adminKit');
  return (
    <Flex justify="flex-end" align="center" gap={8} wrap style={{ marginTop: 16 }} data-testid={testId}>
      <span>{t(totalExact ? 'total' : 'totalAbout', { total })}</span>
      <Select<number>
        value={pageSize}
        onChange={(size) => onChange(1, size)}
        options={pageSizes.map((size) => ({ value: size, label: t('perPage', { size }) }))}
        aria-label={t('pageSize')}
        style={{ width: 110 }}
      />
      <Pagination
        current={current}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        showQuickJumper
        onChange={(page) => onChange(page, pageSize)}
      />
    </Flex>
  );
}
