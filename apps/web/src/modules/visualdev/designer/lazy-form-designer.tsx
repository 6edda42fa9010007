import { lazyDesigner } from '../designer-dialog-kit.tsx';
import type { DesignState } from './use-form-design.ts';

export const LazyFormDesigner = lazyDesigner<DesignState>(
  async () => (await import('./form-designer-dialog.tsx')).FormDesignerDialog,
);
