import { Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { IMAGE_ACCEPT, imageFileProblem, MAX_IMAGE_MB } from './image-file.ts';

type ImageUploadProps = Omit<UploadProps, 'accept' | 'beforeUpload' | 'showUploadList'> & {
  /** Receives a picked file of an accepted type and size. */
  onPick: (file: File) => void;
};

/**
 * Picks an avatar or signature image: a file of another type or too large is refused with a message
 * at once; an accepted one goes to `onPick`, which uploads it through the request helper (never
 * through antd's own XHR).
 */
export function ImageUpload({ onPick, children, ...props }: ImageUploadProps) {
  const { t } = useTranslation('profile');
  const { message } = useAppFeedback();
  const beforeUpload = (file: File) => {
    const problem = imageFileProblem(file);
    if (problem === 'type') message.error({ content: t('avatar.typeInvalid'), duration: 1.5 });
    else if (problem === 'size')
      message.error({ content: t('avatar.tooLarge', { size: MAX_IMAGE_MB }), duration: 1.5 });
    else onPick(file);
    return false;
  };
  return (
    <Upload accept={IMAGE_ACCEPT} showUploadList={false} beforeUpload={beforeUpload} {...props}>
      {children}
    </Upload>
  );
}
