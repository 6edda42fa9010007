import { Button, Space, TreeSelect } from 'antd';
import { useState } from 'react';
import { isMultiple } from '../../field-options.ts';
import { rendererText } from '../messages.ts';
import { optionLabel, useFieldOptions } from '../options.ts';
import { type OptionItem, useFormDataSources } from '../sources.tsx';
import type { ReactWidget, WidgetProps } from '../widget-types.ts';
import { selectPlaceholder } from './placeholders.ts';
import { isBlank, ReadText } from './read-text.tsx';

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : isBlank(value) ? [] : [value]);

interface TreeNode {
  title: string;
  value: string | number;
  children?: TreeNode[];
}

const treeNodes = (options: readonly OptionItem[]): TreeNode[] =>
  options.map((option) => ({
    title: option.label,
    value: option.value,
    ...(option.children ? { children: treeNodes(option.children) } : {}),
  }));

function TreeSelectControl(props: WidgetProps) {
  const options = useFieldOptions(props.field, props.values);
  const multiple = isMultiple(props.field);
  return (
    <TreeSelect
      id={props.id}
      style={{ width: '100%' }}
      treeData={treeNodes(options)}
      multiple={multiple}
      value={multiple ? asList(props.value) : isBlank(props.value) ? undefined : props.value}
      onChange={(next) => props.onChange(next ?? (multiple ? [] : null))}
      allowClear={props.field.clearable ?? true}
      showSearch={props.field.filterable === true}
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      placeholder={selectPlaceholder(props)}
      disabled={props.disabled}
    />
  );
}

/**
 * Tree select (`treeSelect`): static, dictionary or data-interface options as a tree; one value, or a list
 * with `multiple`. A dictionary tree gets an Add button when the host gives `openDictionaryManager`; the
 * options are asked again once the host's dictionary management closes.
 */
function TreeSelectEdit(props: WidgetProps) {
  const { openDictionaryManager } = useFormDataSources();
  // A new key mounts the control again, which asks for its options again.
  const [reloads, setReloads] = useState(0);
  const { dataType, dictionaryType } = props.field.__config__;
  const canAdd =
    openDictionaryManager !== undefined &&
    dataType === 'dictionary' &&
    Boolean(dictionaryType) &&
    !props.disabled;
  if (!canAdd) return <TreeSelectControl {...props} />;
  const add = async () => {
    try {
      await openDictionaryManager(String(dictionaryType));
    } finally {
      setReloads((count) => count + 1);
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <TreeSelectControl key={reloads} {...props} />
      <Button onClick={add}>{rendererText('formEngine.renderer.dictionaryAdd', props.locale)}</Button>
    </Space.Compact>
  );
}

function TreeSelectRead(props: WidgetProps) {
  const options = useFieldOptions(props.field, props.values);
  const labels = asList(props.value).map((item) => optionLabel(options, item));
  return <ReadText text={labels.join(', ')} locale={props.locale} />;
}

export const treeSelectWidget: ReactWidget = { frame: 'field', Edit: TreeSelectEdit, Read: TreeSelectRead };
