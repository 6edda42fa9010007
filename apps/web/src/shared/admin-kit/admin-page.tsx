import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';

interface AdminPageProps {
  /** The tree (or other selector) on the left; omitted for plain list screens. */
  aside?: ReactNode;
  asideWidth?: number;
  children: ReactNode;
}

/** The frame of an administration screen: an optional left panel and the main card. */
export function AdminPage({ aside, asideWidth = 260, children }: AdminPageProps) {
  return (
    <Flex gap={16} align="flex-start" style={{ padding: 16 }}>
      {aside && (
        <Card
          size="small"
          style={{ width: asideWidth, flex: 'none', maxHeight: 'calc(100vh - 150px)', overflow: 'auto' }}
        >
          {aside}
        </Card>
      )}
      <Card style={{ flex: 1, minWidth: 0 }}>{children}</Card>
    </Flex>
  );
}
