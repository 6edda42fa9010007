import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuIcon } from './menu-icon.tsx';

const iconClass = (container: HTMLElement) =>
  container.querySelector('.anticon')?.getAttribute('class') ?? '';

describe('MenuIcon', () => {
  it('renders a core icon by its name at once', () => {
    const { container } = render(<MenuIcon name="HomeOutlined" />);
    expect(iconClass(container)).toContain('anticon-home');
  });

  it('renders the other seeded icons once their set has loaded', async () => {
    const { container } = render(<MenuIcon name="WechatOutlined" />);
    await waitFor(() => expect(iconClass(container)).toContain('anticon-wechat'));
  });

  it('falls back by keyword, then to a generic icon', () => {
    expect(iconClass(render(<MenuIcon name="icon-ym icon-ym-nav-home" />).container)).toContain(
      'anticon-home',
    );
    expect(iconClass(render(<MenuIcon name="no-such-icon" />).container)).toContain('anticon-appstore');
    expect(iconClass(render(<MenuIcon name={null} />).container)).toContain('anticon-appstore');
  });
});
