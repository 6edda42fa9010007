import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TabView } from '../../platform/stores/tags-store.ts';
import { MenuIcon } from '../../shared/menu-icon/menu-icon.tsx';
import styles from '../shell-layout.module.css';
import type { TagActions } from './use-tag-actions.ts';

interface TagItemProps {
  view: TabView;
  isActive: boolean;
  hasIcon: boolean;
  actions: TagActions;
}

/** One tab: click opens, middle click closes, right click offers refresh/close/others/all. */
export function TagItem({ view, isActive, hasIcon, actions }: TagItemProps) {
  const { t } = useTranslation(['layout', 'router']);
  const ref = useRef<HTMLDivElement>(null);
  const title = view.titleKey ? t(view.titleKey) : view.title;

  useEffect(() => {
    if (isActive) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [isActive]);

  const items: MenuProps['items'] = [
    { key: 'refresh', label: <span data-testid="tab-menu-refresh">{t('tabRefresh')}</span> },
    { key: 'close', label: <span data-testid="tab-menu-close">{t('tabClose')}</span>, disabled: view.affix },
    { key: 'others', label: <span data-testid="tab-menu-others">{t('tabCloseOthers')}</span> },
    { key: 'all', label: <span data-testid="tab-menu-all">{t('tabCloseAll')}</span> },
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'refresh') actions.refresh(view);
    else if (key === 'close') actions.close(view);
    else if (key === 'others') actions.closeOthers(view);
    else if (key === 'all') actions.closeAll();
  };
  const onMouseUp = (event: MouseEvent) => {
    if (event.button === 1) actions.close(view);
  };

  return (
    <Dropdown trigger={['contextMenu']} menu={{ items, onClick: onMenu }}>
      <div
        ref={ref}
        role="tab"
        aria-selected={isActive}
        tabIndex={0}
        className={`${styles.tag}${isActive ? ` ${styles.tagActive}` : ''}`}
        data-testid={`tab-${view.path}`}
        title={title}
        onClick={() => actions.open(view)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') actions.open(view);
        }}
        // Stops the browser's auto-scroll so the middle button can close the tab.
        onMouseDown={(event) => {
          if (event.button === 1) event.preventDefault();
        }}
        onMouseUp={onMouseUp}
      >
        {hasIcon && view.icon && <MenuIcon name={view.icon} className={styles.tagIcon} />}
        <span className={styles.tagTitle}>{title}</span>
        {!view.affix && (
          <CloseOutlined
            className={styles.tagClose}
            aria-label={t('tabClose')}
            data-testid={`tab-close-${view.path}`}
            onClick={(event) => {
              event.stopPropagation();
              actions.close(view);
            }}
          />
        )}
      </div>
    </Dropdown>
  );
}
