import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { sendConfigLocales } from './send-config.locales.ts';
import { SendConfigTestResults } from './send-config-test-results.tsx';

registerLocales(sendConfigLocales);

describe('SendConfigTestResults', { timeout: 20_000 }, () => {
  it('shows each row with the outcome of each of its receivers', async () => {
    renderWithApp(
      <SendConfigTestResults
        onClose={vi.fn()}
        results={[
          {
            messageType: '消息类型：邮件',
            isSuccess: '0',
            result: '1个接收人发送失败：李四（用户没有设置邮箱）',
            userResults: [
              { userId: 'u1', userName: '张三', isSuccess: '1', result: null },
              { userId: 'u2', userName: '李四', isSuccess: '0', result: '用户没有设置邮箱' },
            ],
          },
          { messageType: '消息类型：webhook', isSuccess: '1', result: null },
        ]}
      />,
    );
    const dialog = await screen.findByTestId('send-config-test-results', {}, { timeout: 15_000 });
    expect(within(dialog).getByText('消息类型：webhook')).toBeInTheDocument();
    const users = within(dialog).getByTestId('send-config-user-results');
    const [reached, missed] = within(users).getAllByRole('listitem');
    expect(reached).toHaveTextContent('张三：已发送');
    expect(missed).toHaveTextContent('李四：用户没有设置邮箱');
    expect(within(dialog).getByText('1个接收人发送失败：李四（用户没有设置邮箱）')).toBeInTheDocument();
  });
});
