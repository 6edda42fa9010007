import { type AccountConfigInfo, ButtonCode, type WechatFollower } from '@platform/contracts';
import { wechatBindingEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Popconfirm, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage, endpointUrl } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { Auth } from '../../../shared/permission/auth.tsx';

const TIME = 'YYYY-MM-DD HH:mm';
const PAGE_SIZE = 20;

/**
 * An official account's followers (公众号 › 关注用户): who bound it, their openid and whether they still
 * follow it, with the server URL and token WeChat must be given; 解除绑定 behind the edit button.
 */
export function WechatFollowersDialog({
  account,
  onClose,
}: {
  account?: AccountConfigInfo;
  onClose: () => void;
}) {
  const { t } = useTranslation(['accountConfig', 'adminKit']);
  const { message } = useAppFeedback();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const id = account?.id ?? '';
  const query = useQuery({
    ...endpointQuery(wechatBindingEndpoints.followers, {
      params: { id },
      query: { currentPage: page, pageSize: PAGE_SIZE, keyword: keyword || undefined },
    }),
    enabled: account !== undefined,
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (bindingId: string) =>
      callWithMessage(wechatBindingEndpoints.removeFollower, { params: { id, bindingId } }),
    onSuccess: (envelope) => {
      message.success({ content: envelope.msg, duration: 1.5 });
      void query.refetch();
    },
  });
  const serverUrl = account
    ? new URL(
        endpointUrl(wechatBindingEndpoints.handshake, { enCode: account.enCode }),
        window.location.origin,
      ).href
    : '';

  return (
    <Modal
      open={account !== undefined}
      title={t('followers.title', { name: account?.fullName ?? '' })}
      onCancel={onClose}
      footer={null}
      width={860}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('followers.serverUrl')}：
        <Typography.Text copyable data-testid="wechat-server-url">
          {serverUrl}
        </Typography.Text>
        <br />
        <Typography.Text type="secondary">{t('followers.serverUrlHint')}</Typography.Text>
      </Typography.Paragraph>
      <Input.Search
        allowClear
        placeholder={t('followers.keyword')}
        style={{ width: 260, marginBottom: 12 }}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
      />
      <Table<WechatFollower>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        dataSource={query.data?.list ?? []}
        onRow={(row) =>
          ({
            'data-testid': 'wechat-follower-row',
            'data-open-id': row.openId,
          }) as HTMLAttributes<HTMLElement>
        }
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: query.data?.pagination.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { key: 'user', title: t('followers.user'), dataIndex: 'userName' },
          { key: 'openId', title: t('followers.openId'), dataIndex: 'openId', ellipsis: true },
          {
            key: 'state',
            title: t('followers.state'),
            width: 120,
            render: (_, row) =>
              row.isFollowing === 1 ? (
                <Tag color="green">{t('followers.following')}</Tag>
              ) : (
                <Tag color="orange">{t('followers.unfollowed')}</Tag>
              ),
          },
          {
            key: 'bindTime',
            title: t('followers.bindTime'),
            width: 160,
            render: (_, row) => dayjs(row.lastModifyTime ?? row.creatorTime).format(TIME),
          },
          {
            key: 'action',
            title: t('adminKit:actions'),
            width: 110,
            render: (_, row) => (
              <Auth code={ButtonCode.edit}>
                <Popconfirm title={t('followers.unbindConfirm')} onConfirm={() => remove.mutate(row.id)}>
                  <Button type="link" size="small" danger>
                    {t('followers.unbind')}
                  </Button>
                </Popconfirm>
              </Auth>
            ),
          },
        ]}
      />
    </Modal>
  );
}
