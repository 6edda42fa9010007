import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import type { CurrentUserBaseInfo } from '@platform/contracts';
import { currentUserProfileEndpoints, fileEndpoints } from '@platform/contracts/web-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { call, callWithMessage } from '../../../platform/http/call.ts';
import { endpointPrefix } from '../../../platform/http/endpoint-query.ts';
import { useSession } from '../../../platform/stores/session-store.ts';
import { assetUrl, avatarUrl } from '../../oauth/utils/asset-url.ts';
import { refreshCurrentUser } from '../utils/refresh-current-user.ts';
import { MAX_IMAGE_MB, uploadForm } from './image-file.ts';
import { ImageUpload } from './image-upload.tsx';

const SUCCESS_MS = 1500;

/** Left column of the profile: avatar (with upload), name and the user's place in the organization. */
export function ProfileUserCard({ info }: { info: CurrentUserBaseInfo | undefined }) {
  const { t } = useTranslation('profile');
  const { message } = useAppFeedback();
  const queryClient = useQueryClient();
  const userInfo = useSession((s) => s.current?.userInfo);
  const src = assetUrl(info?.avatar) ?? avatarUrl(userInfo?.headIcon);

  const upload = useMutation({
    mutationFn: async (file: File) => {
      const uploaded = await call(fileEndpoints.upload, {
        params: { type: 'userAvatar' },
        body: uploadForm(file),
      });
      return callWithMessage(currentUserProfileEndpoints.updateAvatar, { params: { name: uploaded.id } });
    },
    onSuccess: (envelope) => {
      message.success({ content: envelope.msg || t('saved'), duration: SUCCESS_MS / 1000 });
      void queryClient.invalidateQueries({ queryKey: endpointPrefix(currentUserProfileEndpoints.get) });
      refreshCurrentUser().catch(() => undefined);
    },
  });

  return (
    <Card>
      <div style={{ textAlign: 'center' }}>
        <Avatar size={96} src={src} icon={<UserOutlined />} data-testid="profile-avatar" />
        <div style={{ marginTop: 12 }}>
          <ImageUpload onPick={(file) => upload.mutate(file)} maxCount={1}>
            <Button
              size="small"
              icon={<CameraOutlined />}
              loading={upload.isPending}
              data-testid="profile-avatar-upload"
            >
              {t('avatar.change')}
            </Button>
          </ImageUpload>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8 }}>
            {t('avatar.hint', { size: MAX_IMAGE_MB })}
          </Typography.Paragraph>
        </div>
        <Typography.Title level={4} style={{ margin: '4px 0' }}>
          {info?.realName ?? userInfo?.userName}
        </Typography.Title>
        <Typography.Text type="secondary">{info?.account ?? userInfo?.userAccount}</Typography.Text>
      </div>
      <Descriptions
        column={1}
        size="small"
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'organize',
            label: t('base.organize'),
            children: info?.organize || userInfo?.organizeName || '—',
          },
          {
            key: 'position',
            label: t('base.position'),
            children: info?.position || userInfo?.positionName || '—',
          },
          { key: 'roles', label: t('base.roles'), children: info?.roleId || '—' },
        ]}
      />
    </Card>
  );
}
