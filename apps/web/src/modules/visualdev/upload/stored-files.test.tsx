import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../../../platform/http/request.ts';
import { useSession } from '../../../platform/stores/session-store.ts';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { StoredFileList } from './stored-files.tsx';

const CONTRACT = { fileId: 'f1', name: '合同.pdf', fileSize: 2048, url: '/api/file/Download/annex/f1' };
const PHOTO = { fileId: 'p1', name: '现场.png', url: '/api/file/Image/annexpic/p1' };

/** Every fetch answers bytes; object URLs are named after the call. */
function stubFiles() {
  const fetchMock = vi.fn(async () => new Response(new Blob(['bytes'])));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:${fetchMock.mock.calls.length}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return fetchMock;
}

const sentWith = (fetchMock: ReturnType<typeof stubFiles>, index: number) => {
  const [url, init] = fetchMock.mock.calls[index] as unknown as [string, RequestInit];
  return { url, authorization: new Headers(init.headers).get('Authorization') };
};

describe('StoredFileList', () => {
  beforeEach(() => {
    // The image hook reads the session; downloads ask the request hooks, as the app wires them.
    useSession.setState({
      token: 'Bearer t',
      status: 'ready',
      current: currentUserFixture(),
      isLocked: false,
    });
    configureRequest({
      getToken: () => 'Bearer t',
      getLanguage: () => 'zh-CN',
      onSessionEnd: () => undefined,
    });
  });
  afterEach(() => {
    configureRequest({ getToken: () => null, getLanguage: () => 'zh-CN', onSessionEnd: () => undefined });
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches an image with the session token and shows it from an object URL', async () => {
    const fetchMock = stubFiles();
    renderWithApp(<StoredFileList files={[PHOTO]} kind="image" />);
    expect(await screen.findByRole('img', { name: '现场.png' })).toHaveAttribute('src', 'blob:1');
    expect(sentWith(fetchMock, 0)).toEqual({
      url: '/cloud-api/api/file/Image/annexpic/p1',
      authorization: 'Bearer t',
    });
  });

  it('downloads a file with the session token when its name is clicked', async () => {
    const fetchMock = stubFiles();
    renderWithApp(<StoredFileList files={[CONTRACT]} kind="file" />);
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '合同.pdf' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentWith(fetchMock, 0)).toEqual({
      url: '/cloud-api/api/file/Download/annex/f1',
      authorization: 'Bearer t',
    });
  });

  it('shows the name of a file without a server url as text', () => {
    renderWithApp(<StoredFileList files={[{ fileId: 'x', name: '外部.png' }]} kind="image" />);
    expect(screen.getByText('外部.png').closest('a')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
