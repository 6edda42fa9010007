import { HistoryOutlined, PictureOutlined, SmileOutlined } from '@ant-design/icons';
import { CHAT_TEXT_MAX } from '@platform/contracts';
import { Button, Input, Popover, Tooltip, Upload } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import styles from './chat.module.css';
import { chatText, sendImage, sendText } from './chat-actions.ts';
import { CHAT_IMAGE_ACCEPT, chatImageProblem, uploadChatImage } from './chat-image.ts';
import { CHAT_EMOJI } from './emoji-set.ts';

interface ChatComposerProps {
  toUserId: string;
  isHistoryOpen: boolean;
  onToggleHistory: () => void;
}

/** The tools under the messages (emoji, image, history) and the text box: Enter sends, Shift+Enter breaks the line. */
export function ChatComposer({ toUserId, isHistoryOpen, onToggleHistory }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const { message } = useAppFeedback();
  const [text, setText] = useState('');
  const [isEmojiOpen, setEmojiOpen] = useState(false);
  const [isUploading, setUploading] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);

  const notConnected = () => message.error({ content: t('notConnected'), duration: 2 });

  const send = () => {
    if (!chatText(text)) return setText('');
    if (!sendText(toUserId, text)) return notConnected();
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const insertEmoji = (emoji: string) => {
    const el = inputRef.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(`${text.slice(0, start)}${emoji}${text.slice(end)}`.slice(0, CHAT_TEXT_MAX));
    setEmojiOpen(false);
    el?.focus();
  };

  const pickImage = (file: File) => {
    const problem = chatImageProblem(file);
    if (problem === 'type') message.error({ content: t('imageOnly'), duration: 2 });
    else if (problem === 'size') message.error({ content: t('imageTooLarge'), duration: 2 });
    else {
      setUploading(true);
      uploadChatImage(file)
        .then((image) => {
          if (!sendImage(toUserId, image)) notConnected();
        })
        .catch(() => message.error({ content: t('uploadFailed'), duration: 2 }))
        .finally(() => setUploading(false));
    }
    // The upload goes through the request helper (with the token), never through antd's own XHR.
    return Upload.LIST_IGNORE;
  };

  const emojiGrid = (
    <ul className={styles.emojiGrid} data-testid="chat-emoji-grid">
      {CHAT_EMOJI.map((emoji) => (
        <li key={emoji}>
          <button
            type="button"
            className={styles.emoji}
            onClick={() => insertEmoji(emoji)}
            aria-label={emoji}
          >
            {emoji}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <div className={styles.toolbar}>
        <Popover
          content={emojiGrid}
          trigger="click"
          open={isEmojiOpen}
          onOpenChange={setEmojiOpen}
          placement="topLeft"
        >
          <Tooltip title={t('emoji')}>
            <Button type="text" icon={<SmileOutlined />} aria-label={t('emoji')} data-testid="chat-emoji" />
          </Tooltip>
        </Popover>
        <Upload accept={CHAT_IMAGE_ACCEPT} maxCount={1} showUploadList={false} beforeUpload={pickImage}>
          <Tooltip title={t('image')}>
            <Button
              type="text"
              icon={<PictureOutlined />}
              loading={isUploading}
              aria-label={t('image')}
              data-testid="chat-image"
            />
          </Tooltip>
        </Upload>
        <Button
          type={isHistoryOpen ? 'link' : 'text'}
          icon={<HistoryOutlined />}
          className={styles.toolbarEnd}
          onClick={onToggleHistory}
          aria-pressed={isHistoryOpen}
          data-testid="chat-history-toggle"
        >
          {t('history')}
        </Button>
      </div>
      <div className={styles.composer}>
        <Input.TextArea
          ref={(instance) => {
            inputRef.current = instance?.resizableTextArea?.textArea ?? null;
          }}
          rows={3}
          value={text}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t('inputPlaceholder')}
          aria-label={t('inputPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          autoFocus
          data-testid="chat-input"
        />
        <div className={styles.composerFoot}>
          <span className={styles.composerHint}>{t('inputHint')}</span>
          <Button type="primary" onClick={send} data-testid="chat-send">
            {t('send')}
          </Button>
        </div>
      </div>
    </>
  );
}
