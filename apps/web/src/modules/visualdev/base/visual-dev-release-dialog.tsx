import type { MenuSelectorNode, VisualDevReleaseBody, VisualDevRow } from '@platform/contracts';
import { menuEndpoints, systemEndpoints, visualDevEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Modal, Select, Space, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';

type Side = 'pc' | 'app';
/** The menu category each side releases into. */
const CATEGORY: Record<Side, 'Web' | 'App'> = { pc: 'Web', app: 'App' };
/** The parent value meaning "the top level of the chosen system". */
const TOP = '-1';

type Place = { systemId?: string; parentId?: string };
type ParentOption = { value: string; title: string; children: ParentOption[] };

const branchKeys = (options: readonly ParentOption[]): string[] =>
  options.flatMap((o) => (o.children.length ? [o.value, ...branchKeys(o.children)] : []));

const toOptions = (nodes: readonly MenuSelectorNode[]): ParentOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.fullName, children: toOptions(n.children) }));

/**
 * The release body: a side not chosen is 0; a side released before refreshes its menu where it is
 * (no place sent); otherwise the parent is a menu of the system, or, for the top level, the system
 * itself with no system id (how the original's dialog says it).
 */
export function releaseBody(row: VisualDevRow, sides: Record<Side, boolean>, places: Record<Side, Place>) {
  const body: VisualDevReleaseBody = { pc: sides.pc ? 1 : 0, app: sides.app ? 1 : 0 };
  for (const side of ['pc', 'app'] as const) {
    const isReleased = (side === 'pc' ? row.pcIsRelease : row.appIsRelease) === 1;
    if (!sides[side] || isReleased) continue;
    const { systemId, parentId } = places[side];
    const isTop = parentId === TOP;
    body[`${side}ModuleParentId`] = isTop ? systemId : parentId;
    if (!isTop) body[`${side}SystemId`] = systemId;
  }
  return body;
}

interface PlacePickerProps {
  side: Side;
  place: Place;
  systems: { value: string; label: string }[];
  onChange: (place: Place) => void;
}

/** The system, then the parent menu (a directory or folder of it, or its top level). */
function PlacePicker({ side, place, systems, onChange }: PlacePickerProps) {
  const { t } = useTranslation('visualDev');
  const parents = useQuery({
    ...endpointQuery(menuEndpoints.selector, {
      params: { id: '0' },
      query: { systemId: place.systemId ?? '', category: CATEGORY[side] },
    }),
    enabled: place.systemId !== undefined,
  });
  const tree = useMemo(
    () => [{ value: TOP, title: t('topLevel'), children: toOptions(parents.data?.list ?? []) }],
    [parents.data, t],
  );
  // Every branch opens when the system's menus arrive; the user may fold them after.
  const [expanded, setExpanded] = useState<string[]>([TOP]);
  useEffect(() => setExpanded(branchKeys(tree)), [tree]);
  return (
    <>
      <Form.Item label={t('system')} required>
        <Select
          value={place.systemId}
          options={systems}
          onChange={(systemId: string) => onChange({ systemId, parentId: undefined })}
          data-testid={`visual-dev-release-${side}-system`}
        />
      </Form.Item>
      <Form.Item label={t('parent')} required>
        <TreeSelect
          value={place.parentId}
          treeData={tree}
          treeExpandedKeys={expanded}
          onTreeExpand={(keys) => setExpanded(keys.map(String))}
          disabled={place.systemId === undefined}
          placeholder={t('parentRequired')}
          onChange={(parentId: string) => onChange({ ...place, parentId })}
          data-testid={`visual-dev-release-${side}-parent`}
        />
      </Form.Item>
    </>
  );
}

interface VisualDevReleaseDialogProps {
  /** The design to release; undefined while closed. */
  row: VisualDevRow | undefined;
  onClose: () => void;
  onReleased: () => void;
}

/**
 * 同步菜单: release a design to a Web and/or App menu. A side released before keeps its menu (the
 * server refreshes it); a new side needs its system and parent menu. Asks before releasing, since the
 * release replaces the online version. The page mounts it afresh for each design (key), so no choice
 * carries over.
 */
export function VisualDevReleaseDialog({ row, onClose, onReleased }: VisualDevReleaseDialogProps) {
  const { t } = useTranslation(['visualDev', 'adminKit']);
  const { message, modal } = useAppFeedback();
  const [sides, setSides] = useState<Record<Side, boolean>>({ pc: true, app: true });
  const [places, setPlaces] = useState<Record<Side, Place>>({ pc: {}, app: {} });
  const [problem, setProblem] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const systems = useQuery({ ...endpointQuery(systemEndpoints.list), enabled: row !== undefined });
  const systemOptions = useMemo(
    () => (systems.data?.list ?? []).map((s) => ({ value: s.id, label: s.fullName })),
    [systems.data],
  );

  const isReleased = (side: Side) => (side === 'pc' ? row?.pcIsRelease : row?.appIsRelease) === 1;

  const release = async (design: VisualDevRow) => {
    setIsBusy(true);
    try {
      const answer = await callWithMessage(visualDevEndpoints.release, {
        params: { id: design.id },
        body: releaseBody(design, sides, places),
      });
      message.success(answer.msg);
      onReleased();
      onClose();
    } catch {
      // The request helper showed the server's message; the choices stay.
    } finally {
      setIsBusy(false);
    }
  };

  const confirm = () => {
    if (!row) return;
    if (!sides.pc && !sides.app) return setProblem(t('releaseSideRequired'));
    const unplaced = (['pc', 'app'] as const).some((s) => sides[s] && !isReleased(s) && !places[s].parentId);
    if (unplaced) return setProblem(t('parentRequired'));
    setProblem(undefined);
    modal.confirm({
      title: t('adminKit:confirmTitle'),
      content: t('releaseConfirm'),
      okText: t('adminKit:ok'),
      cancelText: t('adminKit:cancel'),
      onOk: () => release(row),
    });
  };

  return (
    <Modal
      open={row !== undefined}
      title={t('releaseTitle')}
      width={600}
      okText={t('adminKit:save')}
      cancelText={t('adminKit:cancel')}
      confirmLoading={isBusy}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
      data-testid="visual-dev-release"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="warning" showIcon message={t('releaseAlert')} />
        {problem && (
          <Alert type="error" showIcon message={problem} data-testid="visual-dev-release-problem" />
        )}
        {(['pc', 'app'] as const).map((side) => (
          <div key={side}>
            <Checkbox
              checked={sides[side]}
              onChange={(e) => setSides((current) => ({ ...current, [side]: e.target.checked }))}
            >
              {t(side === 'pc' ? 'releaseWeb' : 'releaseApp')}
            </Checkbox>
            {sides[side] && isReleased(side) && <div style={{ color: '#888' }}>{t('releaseRefresh')}</div>}
            {sides[side] && !isReleased(side) && (
              <Form layout="horizontal" labelCol={{ flex: '60px' }} style={{ marginTop: 8 }}>
                <PlacePicker
                  side={side}
                  place={places[side]}
                  systems={systemOptions}
                  onChange={(place) => setPlaces((current) => ({ ...current, [side]: place }))}
                />
              </Form>
            )}
          </div>
        ))}
      </Space>
    </Modal>
  );
}
