import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import {
  callLog,
  pngFile,
  sent,
  signImage,
  signInForProfile,
  USER_BASE,
  uploaded,
} from '../testing/profile-stubs.ts';
import { SignImageTab } from './sign-image-tab.tsx';

const LIST = `${USER_BASE}/SignImg`;
const one = (id: string) => `${USER_BASE}/${id}/SignImg`;

/** The server's list, changed by the calls the tab makes. */
function stubSignatures(initial = [signImage('s1', 'f1', 1), signImage('s2', 'f2', 0)]) {
  let items = initial;
  return stubFetch({
    [`GET ${LIST}`]: () => envelope(items),
    'POST /api/file/Uploader/signature': envelope(uploaded('f9')),
    [`POST ${LIST}`]: (call) => {
      const body = JSON.parse(call.body ?? '{}');
      items = [signImage('s9', body.fileId, body.isDefault), ...items];
      return envelope({ id: 's9' }, '新建成功');
    },
    [`PUT ${USER_BASE}/*`]: (call) => {
      const id = call.path.split('/').at(-2);
      const body = call.body ? JSON.parse(call.body) : {};
      if (body.fileId) {
        items = items.map((i) => (i.id === id ? { ...i, fileId: body.fileId } : i));
        return envelope(null, '更新成功');
      }
      items = items.map((i) => ({ ...i, isDefault: i.id === id ? 1 : 0 }));
      return envelope(null, '设置成功');
    },
    [`DELETE ${USER_BASE}/*`]: (call) => {
      items = items.filter((i) => i.id !== call.path.split('/').at(-2));
      return envelope(null, '删除成功');
    },
    'GET /api/file/Image/*': envelope(null),
    'GET /api/oauth/CurrentUser': envelope(currentUserFixture()),
  });
}

async function cards() {
  await screen.findAllByTestId(/^sign-card-/);
  return screen.getAllByTestId(/^sign-card-/).map((c) => c.getAttribute('data-testid'));
}

function fileInputOf(element: HTMLElement): HTMLInputElement {
  const input = element.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

/** Signature images: several per user, with add, replace, delete and a default. */
describe('signature images tab', { timeout: 15_000 }, () => {
  beforeEach(() => signInForProfile());
  afterEach(() => vi.unstubAllGlobals());

  it('lists my signatures with the default one marked', async () => {
    stubSignatures();
    renderWithApp(<SignImageTab />);
    expect(await cards()).toEqual(['sign-card-s1', 'sign-card-s2']);
    expect(within(screen.getByTestId('sign-card-s1')).getByText('默认签名')).toBeInTheDocument();
    expect(within(screen.getByTestId('sign-card-s2')).queryByText('默认签名')).toBeNull();
  });

  it('adds an uploaded image as a new signature', async () => {
    const { calls } = stubSignatures();
    const { container } = renderWithApp(<SignImageTab />);
    await cards();
    const upload = screen.getByTestId('sign-upload').closest('.ant-upload') as HTMLElement;
    await userEvent.setup().upload(fileInputOf(upload.parentElement ?? container), pngFile());
    expect(await screen.findByText('新建成功')).toBeInTheDocument();
    expect(sent(calls, 'POST', LIST)).toEqual([{ fileId: 'f9', isDefault: 0 }]);
    await waitFor(async () =>
      expect(await cards()).toEqual(['sign-card-s9', 'sign-card-s1', 'sign-card-s2']),
    );
  });

  it('replaces an image with one PUT {fileId}: no add, no delete', async () => {
    const { calls } = stubSignatures();
    renderWithApp(<SignImageTab />);
    await cards();
    await userEvent.setup().upload(fileInputOf(screen.getByTestId('sign-card-s1')), pngFile('new.png'));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    expect(sent(calls, 'PUT', one('s1'))).toEqual([{ fileId: 'f9' }]);
    expect(callLog(calls).filter((c) => c.startsWith('POST') || c.startsWith('DELETE'))).toEqual([
      'POST /api/file/Uploader/signature',
    ]);
    expect(await cards()).toEqual(['sign-card-s1', 'sign-card-s2']);
  });

  it('makes another signature the default', async () => {
    const { calls } = stubSignatures();
    renderWithApp(<SignImageTab />);
    await cards();
    fireEvent.click(within(screen.getByTestId('sign-card-s2')).getByText('设为默认'));
    expect(await screen.findByText('设置成功')).toBeInTheDocument();
    expect(sent(calls, 'PUT', one('s2'))).toEqual([undefined]);
    await waitFor(() =>
      expect(within(screen.getByTestId('sign-card-s2')).getByText('默认签名')).toBeInTheDocument(),
    );
  });

  it('deletes a signature after confirmation', async () => {
    const { calls } = stubSignatures();
    renderWithApp(<SignImageTab />);
    await cards();
    fireEvent.click(within(screen.getByTestId('sign-card-s2')).getByText('删除'));
    expect(await screen.findByText('此操作将永久删除该数据, 是否继续?')).toBeInTheDocument();
    expect(sent(calls, 'DELETE', one('s2'))).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /^确\s*定$/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(sent(calls, 'DELETE', one('s2'))).toHaveLength(1);
    await waitFor(async () => expect(await cards()).toEqual(['sign-card-s1']));
  });

  it('refuses a file that is not an image without calling the server', async () => {
    const { calls } = stubSignatures();
    renderWithApp(<SignImageTab />);
    await cards();
    const upload = screen.getByTestId('sign-upload').closest('.ant-upload') as HTMLElement;
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInputOf(upload.parentElement as HTMLElement), text);
    expect(await screen.findByText('只能上传 PNG、JPG、GIF、WEBP 格式的图片')).toBeInTheDocument();
    expect(callLog(calls)).toEqual([`GET ${LIST}`]);
  });
});
