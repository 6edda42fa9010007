import type { CodePreview } from '@platform/contracts';
import { Button, Empty, Modal, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeViewer } from './code-viewer.tsx';

/** 代码预览: the generated folders and files as a tree, the chosen file's text beside it. */
export function CodePreviewDialog({ preview, onClose }: { preview: CodePreview; onClose: () => void }) {
  const { t } = useTranslation('codeGenerator');
  const files = useMemo(
    () => new Map(preview.list.flatMap((folder) => folder.children.map((file) => [file.id, file]))),
    [preview],
  );
  const [selected, setSelected] = useState(preview.list[0]?.children[0]?.id);
  const treeData = preview.list.map((folder) => ({
    key: folder.id,
    title: folder.fileName,
    selectable: false,
    children: folder.children.map((file) => ({ key: file.id, title: file.fileName, isLeaf: true })),
  }));
  const file = selected ? files.get(selected) : undefined;
  return (
    <Modal
      open
      width="90vw"
      title={t('previewTitle')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
      styles={{ body: { height: '70vh' } }}
    >
      <div data-testid="code-preview" style={{ display: 'flex', gap: 12, height: '100%' }}>
        <div style={{ width: 320, overflow: 'auto', flexShrink: 0 }}>
          <Tree
            defaultExpandAll
            treeData={treeData}
            selectedKeys={selected ? [selected] : []}
            onSelect={(keys) => keys[0] !== undefined && setSelected(String(keys[0]))}
          />
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          {file ? <CodeViewer content={file.fileContent} /> : <Empty description={t('noFile')} />}
        </div>
      </div>
    </Modal>
  );
}
