import { useSettings } from '../../platform/stores/settings-store.ts';
import { useTags } from '../../platform/stores/tags-store.ts';
import styles from '../shell-layout.module.css';
import { TagItem } from './tag-item.tsx';
import { useTagActions } from './use-tag-actions.ts';

/** The tab bar of visited pages; `activeKey` is the current page's tab path. */
export function TagsView({ activeKey }: { activeKey: string }) {
  const visited = useTags((s) => s.visited);
  const hasIcon = useSettings((s) => s.tagsIcon);
  const actions = useTagActions(activeKey);
  return (
    <div className={styles.tags} role="tablist" data-testid="tags-view">
      {visited.map((view) => (
        <TagItem
          key={view.path}
          view={view}
          isActive={view.path === activeKey}
          hasIcon={hasIcon}
          actions={actions}
        />
      ))}
    </div>
  );
}
