import type { Language } from '@platform/contracts';
import { Button, Flex } from 'antd';
import { useMemo } from 'react';
import { type RendererMessageKey, rendererText } from '../messages.ts';
import type { PickerNode } from '../picker-sources.ts';
import type { PickerKind, PickerTab } from './pickers-config.ts';

/**
 * The user picker's 系统变量 tab: ids that stand for a user known only when the form is used (the
 * current user). They are stored as they are, `currentUser`, for the server to resolve, and named here.
 */
export const USER_SYSTEM_VARIABLES = {
  currentUser: 'formEngine.renderer.pickerCurrentUser',
} as const satisfies Record<string, RendererMessageKey>;

export type SystemVariables = Readonly<Record<string, RendererMessageKey>>;

const systemNodes = (variables: SystemVariables, locale: Language): PickerNode[] =>
  Object.entries(variables).map(([id, name]) => ({
    id,
    fullName: rendererText(name, locale),
    type: 'user',
    hasChildren: false,
  }));

/** The names the picker knows without a lookup: its system variables', then those the dialog gave. */
export function useKnownNames(
  kind: PickerKind,
  locale: Language,
  given: ReadonlyMap<string, string>,
): ReadonlyMap<string, string> {
  return useMemo(() => {
    const nodes = systemNodes(kind.systemVariables ?? {}, locale);
    return new Map([...nodes.map((node) => [node.id, node.fullName] as const), ...given]);
  }, [kind, locale, given]);
}

interface SystemListProps {
  tab: PickerTab;
  keyword: string;
  locale: Language;
  onPick: (node: PickerNode) => void;
}

/** The variables of a system tab whose names hold the keyword, one button each. */
export function SystemVariableList({ tab, keyword, locale, onPick }: SystemListProps) {
  const nodes = systemNodes(tab.systemVariables ?? {}, locale).filter((node) =>
    node.fullName.includes(keyword),
  );
  return (
    <Flex vertical gap={4}>
      {nodes.map((node) => (
        <Button
          key={node.id}
          type="text"
          block
          onClick={() => onPick(node)}
          style={{ justifyContent: 'flex-start' }}
        >
          {node.fullName}
        </Button>
      ))}
    </Flex>
  );
}
