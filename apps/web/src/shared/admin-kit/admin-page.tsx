import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { adminKitLocales } from './admin-kit-locales.ts';

registerLocales(adminKitLocales);

/**
 * Below this window width the left panel starts hidden: beside the sidebar and a 260 px tree, the
 * list would keep room for two columns only before its pinned 操作 column.
 */
export const ASIDE_OPEN_MIN_WIDTH = 1280;

interface AdminPageProps {
  /** The tree (or other selector) on the left; omitted for plain list screens. */
  aside?: ReactNode;
  asideWidth?: number;
  children: ReactNode;
}

/**
 * The frame of an administration screen: an optional left panel, which a button beside it hides and
 * shows again, and the main card.
 */
export function AdminPage({ aside, asideWidth = 260, children }: AdminPageProps) {
  const { t } = useTranslation('adminKit');
  const [isAsideOpen, setAsideOpen] = useState(() => window.innerWidth >= ASIDE_OPEN_MIN_WIDTH);
  return (
    <Flex gap={8} align="flex-start" style={{ padding: 16 }}>
      {aside && (
        // Hidden, not unmounted: the tree keeps its expansion and selection while the panel is away.
        <Card
          size="small"
          style={{
            width: asideWidth,
            flex: 'none',
            maxHeight: 'calc(100vh - 150px)',
            overflow: 'auto',
            display: isAsideOpen ? undefined : 'none',
          }}
          data-testid="admin-page-aside"
        >
          {aside}
        </Card>
      )}
      {aside && (
        <Button
          type="text"
          size="small"
          icon={isAsideOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          aria-label={t(isAsideOpen ? 'asideHide' : 'asideShow')}
          title={t(isAsideOpen ? 'asideHide' : 'asideShow')}
          aria-expanded={isAsideOpen}
          onClick={() => setAsideOpen((open) => !open)}
          style={{ flex: 'none' }}
          data-testid="admin-page-aside-toggle"
        />
      )}
      <Card style={{ flex: 1, minWidth: 0 }}>{children}</Card>
    </Flex>
  );
}
