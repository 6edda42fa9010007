import { DeleteOutlined, StarOutlined, SwapOutlined, UploadOutlined } from '@ant-design/icons';
import type { SignImage } from '@platform/contracts';
import { currentUserSignImageEndpoints, fileEndpoints } from '@platform/contracts/web-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { call, callWithMessage, endpointUrl } from '../../../platform/http/call.ts';
import { endpointPrefix, endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { refreshCurrentUser } from '../utils/refresh-current-user.ts';
import { MAX_IMAGE_MB, uploadForm } from './image-file.ts';
import { ImageUpload } from './image-upload.tsx';
import { QueryState } from './list-states.tsx';
import styles from './profile.module.css';
import { useAuthorizedImage } from './use-authorized-image.ts';

function SignPreview({ image }: { image: SignImage }) {
  const { t } = useTranslation('profile');
  const { src, isError } = useAuthorizedImage(endpointUrl(fileEndpoints.signature, { id: image.fileId }));
  if (isError) return <Typography.Text type="secondary">{t('sign.imageFailed')}</Typography.Text>;
  return src ? <img src={src} alt={t('sign.alt')} /> : <Spin size="small" />;
}

type SignAction =
  | { kind: 'add'; file: File }
  | { kind: 'replace'; file: File; image: SignImage }
  | { kind: 'default'; image: SignImage }
  | { kind: 'delete'; image: SignImage };

/** Runs one action and resolves with the server msg to show. */
async function runAction(action: SignAction, count: number): Promise<string> {
  const endpoints = currentUserSignImageEndpoints;
  // Without a body the signature becomes the default.
  if (action.kind === 'default')
    return (await callWithMessage(endpoints.update, { params: { id: action.image.id } })).msg;
  if (action.kind === 'delete')
    return (await callWithMessage(endpoints.remove, { params: { id: action.image.id } })).msg;
  const uploaded = await call(fileEndpoints.upload, {
    params: { type: 'signature' },
    body: uploadForm(action.file),
  });
  if (action.kind === 'add') {
    const body = { fileId: uploaded.id, isDefault: count === 0 ? (1 as const) : (0 as const) };
    return (await callWithMessage(endpoints.create, { body })).msg;
  }
  // One server call swaps the image in place, so a failure never leaves two signatures or none.
  const params = { id: action.image.id };
  return (await callWithMessage(endpoints.update, { params, body: { fileId: uploaded.id } })).msg;
}

/** My signature images: list, upload, set default, replace, delete. */
export function SignImageTab() {
  const { t } = useTranslation(['profile', 'common']);
  const { message, modal } = useAppFeedback();
  const queryClient = useQueryClient();
  const query = useQuery(endpointQuery(currentUserSignImageEndpoints.list));
  const images = query.data ?? [];

  const mutation = useMutation({
    mutationFn: (action: SignAction) => runAction(action, images.length),
    onSuccess: (msg) => {
      if (msg) message.success({ content: msg, duration: 1.5 });
    },
    // Also after a failure: the upload may have landed although the change did not.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: endpointPrefix(currentUserSignImageEndpoints.list) });
      refreshCurrentUser().catch(() => undefined);
    },
  });

  const confirmDelete = (image: SignImage) =>
    modal.confirm({
      title: t('common:tip'),
      content: t('common:deleteConfirm'),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      // The request helper already showed a failure; the dialog closes either way.
      onOk: () => mutation.mutateAsync({ kind: 'delete', image }).catch(() => undefined),
    });

  return (
    <div>
      <ImageUpload onPick={(file) => mutation.mutate({ kind: 'add', file })}>
        <Button
          type="primary"
          icon={<UploadOutlined />}
          loading={mutation.isPending}
          data-testid="sign-upload"
        >
          {t('sign.upload')}
        </Button>
      </ImageUpload>
      <Typography.Text type="secondary" style={{ marginLeft: 12, fontSize: 12 }}>
        {t('avatar.hint', { size: MAX_IMAGE_MB })}
      </Typography.Text>
      <QueryState query={query} isEmpty={images.length === 0}>
        <div className={styles.signGrid}>
          {images.map((image) => (
            <Card
              key={image.id}
              size="small"
              data-testid={`sign-card-${image.id}`}
              cover={
                <div className={styles.signImage}>
                  <SignPreview image={image} />
                </div>
              }
              actions={[
                <Button
                  key="default"
                  type="link"
                  size="small"
                  icon={<StarOutlined />}
                  disabled={image.isDefault === 1 || mutation.isPending}
                  onClick={() => mutation.mutate({ kind: 'default', image })}
                >
                  {t('sign.setDefault')}
                </Button>,
                <ImageUpload
                  key="replace"
                  disabled={mutation.isPending}
                  onPick={(file) => mutation.mutate({ kind: 'replace', file, image })}
                >
                  <Button type="link" size="small" icon={<SwapOutlined />} disabled={mutation.isPending}>
                    {t('sign.replace')}
                  </Button>
                </ImageUpload>,
                <Button
                  key="delete"
                  type="link"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  disabled={mutation.isPending}
                  onClick={() => confirmDelete(image)}
                >
                  {t('common:remove')}
                </Button>,
              ]}
            >
              <Card.Meta
                title={image.isDefault === 1 ? <Tag color="blue">{t('sign.default')}</Tag> : t('sign.title')}
                description={dayjs(image.creatorTime).format('YYYY-MM-DD HH:mm')}
              />
            </Card>
          ))}
        </div>
      </QueryState>
    </div>
  );
}
