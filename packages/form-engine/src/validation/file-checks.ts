import { FILE_SIZE_UNITS, type FileSizeUnit } from '@platform/contracts';
import { type FormField, toNumber } from '../schema/form-schema.ts';
import { acceptedExtensions, extensionOf, IMAGE_EXTENSIONS, isFileItem } from './file-rules.ts';
import type { ValueIssue } from './value-issue.ts';

/** Files and images: the value's shape, then the design's count, size and type limits. */
export function checkFiles(field: FormField, value: unknown, isImage: boolean): ValueIssue[] {
  if (!Array.isArray(value) || !value.every(isFileItem)) return [{ key: 'formEngine.value.fileShape' }];
  const limit = toNumber(field.limit);
  if (limit !== undefined && limit > 0 && value.length > limit) {
    return [
      {
        key: isImage ? 'formEngine.value.tooManyImages' : 'formEngine.value.tooManyFiles',
        params: { limit },
      },
    ];
  }
  const size = toNumber(field.fileSize);
  const unit = (field.sizeUnit && field.sizeUnit in FILE_SIZE_UNITS ? field.sizeUnit : 'MB') as FileSizeUnit;
  const allowed = isImage ? new Set<string>(IMAGE_EXTENSIONS) : acceptedExtensions(field.accept);
  for (const file of value) {
    if (size !== undefined && size > 0 && (file.fileSize ?? 0) > size * FILE_SIZE_UNITS[unit]) {
      return [
        {
          key: isImage ? 'formEngine.value.imageTooLarge' : 'formEngine.value.fileTooLarge',
          params: { size, unit },
        },
      ];
    }
    if (allowed && !allowed.has(extensionOf(file.name))) {
      return isImage
        ? [{ key: 'formEngine.value.notImage' }]
        : [{ key: 'formEngine.value.fileType', params: { types: field.accept ?? '' } }];
    }
  }
  return [];
}
