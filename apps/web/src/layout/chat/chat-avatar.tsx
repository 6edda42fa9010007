import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { avatarUrl } from '../../modules/oauth/utils/asset-url.ts';

/** A chat user's avatar: their picture, else the first character of their name. */
export function ChatAvatar({
  headIcon,
  name,
  size = 36,
}: {
  headIcon: string | null;
  name: string;
  size?: number;
}) {
  const src = avatarUrl(headIcon);
  return (
    <Avatar size={size} src={src} icon={!src && !name ? <UserOutlined /> : undefined} aria-hidden>
      {!src && name ? name.slice(0, 1) : null}
    </Avatar>
  );
}
