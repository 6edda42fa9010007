import { lazyDesigner } from '../designer-dialog-kit.tsx';
import type { ListDesignerInput } from './use-list-design.ts';

export const LazyListDesigner = lazyDesigner<ListDesignerInput>(
  async () => (await import('./list-designer-dialog.tsx')).ListDesignerDialog,
);
