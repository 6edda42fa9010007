import { SearchOutlined } from '@ant-design/icons';
import type { MenuNode } from '@platform/contracts';
import { Select } from 'antd';
import Fuse from 'fuse.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenMenu } from '../../platform/navigation/use-menu-click.ts';
import { menuSearchEntries } from '../menu/menu-tree.ts';
import styles from '../shell-layout.module.css';

/** Titles weigh 0.7, paths 0.3, threshold 0.4. */
export const MENU_SEARCH_OPTIONS = {
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
  threshold: 0.4,
};

/** A search box over the user's menus; picking a result opens that menu. */
export function MenuSearch({ menus, autoFocus = false }: { menus: MenuNode[]; autoFocus?: boolean }) {
  const { t } = useTranslation('layout');
  const openMenu = useOpenMenu();
  const [query, setQuery] = useState('');
  const entries = useMemo(() => menuSearchEntries(menus), [menus]);
  const fuse = useMemo(() => new Fuse(entries, MENU_SEARCH_OPTIONS), [entries]);
  const options = useMemo(
    () =>
      query.trim()
        ? fuse.search(query.trim(), { limit: 20 }).map(({ item }) => ({
            value: item.id,
            label: (
              <span data-testid={`menu-search-option-${item.menu.enCode}`}>
                {item.title}
                <span className={styles.searchPath}>{item.path}</span>
              </span>
            ),
          }))
        : [],
    [fuse, query],
  );

  return (
    <Select<string>
      className={styles.search}
      value={null}
      placeholder={t('searchMenu')}
      prefix={<SearchOutlined />}
      suffixIcon={null}
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      options={options}
      notFoundContent={query.trim() ? t('searchNoMatch') : null}
      onSelect={(id) => {
        const entry = entries.find((e) => e.id === id);
        setQuery('');
        if (entry) openMenu(entry.menu);
      }}
      popupMatchSelectWidth={260}
      autoFocus={autoFocus}
      defaultOpen={autoFocus}
      aria-label={t('searchMenu')}
      data-testid="menu-search"
    />
  );
}
