import { MESSAGE_TYPES, type MessageType } from '@platform/contracts';
import { dictionaryDataEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/http/call.ts';
import { endpointKey } from '../../platform/http/endpoint-query.ts';

/** The seeded dictionary of message source types (消息类型), named by its code. */
export const MESSAGE_TYPE_DICTIONARY = 'MessageType';
const DICTIONARY_STALE_MS = 5 * 60_000;

const isMessageType = (value: number): value is MessageType =>
  (MESSAGE_TYPES as readonly number[]).includes(value);

/**
 * The source-type choices of the message drawer and the message record page: "all", then the enabled entries of the 消息类型 dictionary (names in the
 * caller's language, in the dictionary's order) whose code is a type the message list filters by. While the
 * dictionary is loading, cannot be read or names no such type, the built-in names stand in.
 */
export function useMessageTypeOptions(): { value: MessageType | ''; label: string }[] {
  const { t } = useTranslation('message');
  const input = { params: { typeId: MESSAGE_TYPE_DICTIONARY } };
  const dictionary = useQuery({
    queryKey: endpointKey(dictionaryDataEndpoints.selector, input),
    queryFn: () => call(dictionaryDataEndpoints.selector, input, { isSilent: true }),
    staleTime: DICTIONARY_STALE_MS,
  });
  return useMemo(() => {
    const fromDictionary = (dictionary.data?.list ?? []).flatMap((entry) => {
      const value = Number(entry.enCode);
      return isMessageType(value) ? [{ value, label: entry.fullName }] : [];
    });
    const types =
      fromDictionary.length > 0
        ? fromDictionary
        : MESSAGE_TYPES.map((value) => ({ value, label: t(`types.${value}`) }));
    return [{ value: '' as const, label: t('allTypes') }, ...types];
  }, [dictionary.data, t]);
}
