import { Image } from 'antd';
import type { Ref, UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../modules/oauth/utils/asset-url.ts';
import { useAuthorizedImage } from '../../modules/profile/profile/use-authorized-image.ts';
import styles from './chat.module.css';
import { ChatAvatar } from './chat-avatar.tsx';
import { messageTime } from './chat-format.ts';
import { type ChatLine, MEDIA_TEXT_KEYS, previewKind } from './chat-lines.ts';
import type { ChatPartner } from './chat-store.ts';

export interface ChatPeople {
  myId: string;
  me: { name: string; headIcon: string | null };
  partner: ChatPartner;
}

/** A chat image: served only with the token (to the two people of the chat), so read through fetch. */
function ChatImage({ url, width }: { url: string; width?: number }) {
  const { t } = useTranslation('chat');
  const image = useAuthorizedImage(url);
  return (
    <div className={`${styles.bubble} ${styles.bubbleMedia}`}>
      {image.src ? (
        <Image
          src={image.src}
          className={styles.chatImage}
          alt={t('media.image')}
          width={width ? Math.min(width, 200) : undefined}
        />
      ) : (
        t(MEDIA_TEXT_KEYS.image)
      )}
    </div>
  );
}

/** What a message shows: its text as text (never HTML), an image, a voice or a video player. */
function LineContent({ line }: { line: ChatLine }) {
  const { t } = useTranslation('chat');
  const src = assetUrl(line.media?.path);
  if (line.type === 'text') return <div className={styles.bubble}>{line.text}</div>;
  if (line.type === 'image' && src) return <ChatImage url={src} width={line.media?.width} />;
  if (line.type === 'voice' && src)
    return (
      <div className={`${styles.bubble} ${styles.bubbleMedia}`}>
        {/* biome-ignore lint/a11y/useMediaCaption: users' voice messages carry no captions */}
        <audio controls src={src} />
      </div>
    );
  if (line.type === 'video' && src)
    return (
      <div className={`${styles.bubble} ${styles.bubbleMedia}`}>
        {/* biome-ignore lint/a11y/useMediaCaption: users' videos carry no captions */}
        <video controls src={src} className={styles.chatImage} />
      </div>
    );
  const kind = previewKind(line.type);
  return <div className={styles.bubble}>{kind ? t(MEDIA_TEXT_KEYS[kind]) : line.text}</div>;
}

interface ChatLinesViewProps {
  lines: ChatLine[];
  people: ChatPeople;
  onScroll?: (event: UIEvent<HTMLUListElement>) => void;
  testId: string;
  ref?: Ref<HTMLUListElement>;
}

/** The messages of a chat: mine on the right, theirs on the left, each with its sender and time. */
export function ChatLinesView({ lines, people, onScroll, testId, ref }: ChatLinesViewProps) {
  const { t } = useTranslation('chat');
  return (
    <ul ref={ref} className={styles.lines} onScroll={onScroll} data-testid={testId} aria-live="polite">
      {lines.map((line) => {
        const isMine = line.userId === people.myId;
        const who = isMine
          ? { name: people.me.name, headIcon: people.me.headIcon, label: t('me') }
          : {
              name: people.partner.realName,
              headIcon: people.partner.headIcon,
              label: people.partner.realName,
            };
        return (
          <li
            key={line.key}
            className={`${styles.line} ${isMine ? styles.lineMine : ''}`}
            data-testid="chat-line"
            data-mine={isMine}
          >
            <ChatAvatar headIcon={who.headIcon} name={who.name} size={32} />
            <div className={styles.lineBody}>
              <div className={styles.lineMeta}>
                {isMine ? `${messageTime(line.time)} ${who.label}` : `${who.label} ${messageTime(line.time)}`}
              </div>
              <LineContent line={line} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
