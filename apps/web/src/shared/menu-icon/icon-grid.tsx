import { Empty, Flex, Input, Pagination, Typography } from 'antd';
import { type CSSProperties, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { iconGridLocales } from './icon-grid.locales.ts';
import styles from './icon-grid.module.css';
import { MENU_ICON_NAMES, MenuIcon } from './menu-icon.tsx';

registerLocales(iconGridLocales);

/** The names whose text contains the keyword, ignoring case and surrounding spaces. */
export function filterIconNames(names: readonly string[], keyword: string): readonly string[] {
  const needle = keyword.trim().toLowerCase();
  return needle ? names.filter((name) => name.toLowerCase().includes(needle)) : names;
}

interface IconGridProps {
  onPick: (name: string) => void;
  selected?: string | null;
  /** Icons per page: each shown icon fetches its own chunk, so a page bounds the first render. */
  pageSize?: number;
  /** The narrowest cell; smaller in the picker's popover. */
  cellWidth?: number;
  testId?: string;
}

/**
 * The icons a menu can show (menu-icon.tsx), searchable by name and paged, each with its name under
 * it. All names are *Outlined: one set, so no tabs.
 */
export function IconGrid({
  onPick,
  selected,
  pageSize = 60,
  cellWidth = 120,
  testId = 'icon-grid',
}: IconGridProps) {
  const { t } = useTranslation(['iconGrid', 'common']);
  const [keyword, setKeyword] = useState('');
  // Opens on the page of the selected icon, so the picker shows the current choice.
  const [page, setPage] = useState(
    () => Math.floor(Math.max(0, MENU_ICON_NAMES.indexOf(selected ?? '')) / pageSize) + 1,
  );
  const names = useMemo(() => filterIconNames(MENU_ICON_NAMES, keyword), [keyword]);
  const shown = names.slice((page - 1) * pageSize, page * pageSize);
  return (
    <Flex vertical gap={12} data-testid={testId}>
      <Flex gap={12} align="center">
        <Input.Search
          allowClear
          value={keyword}
          placeholder={t('searchPlaceholder')}
          onChange={(event) => {
            setKeyword(event.target.value);
            setPage(1);
          }}
          style={{ maxWidth: 320 }}
          data-testid={`${testId}-search`}
        />
        <Typography.Text type="secondary">{t('total', { count: names.length })}</Typography.Text>
      </Flex>
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:noData')} />
      ) : (
        <div className={styles.grid} style={{ '--icon-cell-width': `${cellWidth}px` } as CSSProperties}>
          {shown.map((name) => (
            <button
              key={name}
              type="button"
              title={name}
              className={name === selected ? `${styles.cell} ${styles.selected}` : styles.cell}
              aria-pressed={name === selected}
              onClick={() => onPick(name)}
            >
              <MenuIcon name={name} className={styles.icon} />
              <span className={styles.name}>{name}</span>
            </button>
          ))}
        </div>
      )}
      <Pagination
        size="small"
        align="end"
        hideOnSinglePage
        showSizeChanger={false}
        current={page}
        pageSize={pageSize}
        total={names.length}
        onChange={setPage}
      />
    </Flex>
  );
}
