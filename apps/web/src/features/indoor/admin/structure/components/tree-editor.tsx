import type { GymTreeSpace, GymTreeStructure } from '@climb/contracts';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPencil } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AdminGymRef, adminPath } from '../../../../../climbing/gym-admin/admin-paths';
import { PlainIconButton, plainClasses } from '../../../../../components/plain-ui';
import { Group, Stack, Text, Title } from '../../../../../components/ui';
import { ApiError } from '../../../../../lib/api-client';
import { useAlerts } from '../../../../../platform/alerts/use-alerts';
import { gymPath } from '../../../shared/paths';
import {
  applyMove,
  describePlace,
  dropPlace,
  itemKey,
  moveBody,
  placeOf,
  samePlace,
  stepPlace,
  type TreeItem,
  type TreePlace,
} from '../lib/tree-moves';
import { moveTreeItem } from '../structure.api';
import { STRUCTURE_NAMESPACE } from '../structure-texts';
import classes from './tree-editor.module.css';

/** The item carried by the keyboard: where it was and where it is now shown. */
interface Carried {
  item: TreeItem;
  origin: TreePlace;
  place: TreePlace;
}

/** The item dragged by a pointer (mouse, finger, pen), and the drop its pointer is over. */
interface Dragged {
  item: TreeItem;
  pointerId: number;
  target: string | null;
  place: TreePlace | null;
}

interface TreeEditorProps {
  gym: AdminGymRef;
  tree: GymTreeStructure;
  /** Reads the tree again (after a refusal: someone else changed it meanwhile). */
  reload: () => unknown;
}

/**
 * The gym's tree, reordered three ways, each one move saved at once: by keyboard (a row's handle: Space or Enter
 * picks it up, the arrows carry it, Space or Enter drops it, Escape puts it back; each step announced), by dragging
 * the handle with a mouse or a finger (pointer events: a drop on an item of its kind takes its place, on a parent
 * goes last in it), and by the arrow buttons of each row, the way on a phone.
 */
export function TreeEditor({ gym, tree, reload }: TreeEditorProps) {
  const { t } = useTranslation(STRUCTURE_NAMESPACE);
  const alerts = useAlerts();
  const instructionsId = useId();
  const [carried, setCarried] = useState<Carried | null>(null);
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [pending, setPending] = useState<{ item: TreeItem; place: TreePlace } | null>(null);
  const focusAfter = useRef<string | null>(null);

  const shown = carried
    ? applyMove(tree, carried.item, carried.place)
    : pending
      ? applyMove(tree, pending.item, pending.place)
      : tree;

  const describe = useCallback(
    (within: GymTreeStructure, item: TreeItem) => {
      const place = describePlace(within, item);
      if (!place) return '';
      const where =
        place.parent === null ? t(`tree.announce.top_${item.kind}`) : t('tree.announce.in', { parent: place.parent });
      return t('tree.announce.position', { name: place.name, position: place.position, count: place.count, where });
    },
    [t],
  );

  const move = useMutation({
    mutationFn: ({ item, place }: { item: TreeItem; place: TreePlace }) => moveTreeItem(gym.id, moveBody(item, place)),
    onSuccess: (saved, { item }) => {
      alerts.success(t('tree.saved'));
      setAnnouncement(`${t('tree.saved')} ${describe(saved, item)}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 422 || error.status === 409 || error.status === 404)) {
        alerts.error(t('tree.refused'));
        setAnnouncement(t('tree.refused'));
      } else alerts.apiError(error);
      void reload();
    },
    onSettled: () => setPending(null),
  });

  const commit = (item: TreeItem, place: TreePlace) => {
    const origin = placeOf(tree, item);
    if (origin && samePlace(origin, place)) return;
    focusAfter.current = itemKey(item);
    // Shown at its new place at once (in the same render as the drop), until the server answers.
    setPending({ item, place });
    move.mutate({ item, place });
  };

  // A row moved to another list is a new element: the focus follows the item carried or moved, until the person
  // puts it elsewhere themselves.
  useEffect(() => {
    const key = carried ? itemKey(carried.item) : focusAfter.current;
    if (!key) return;
    const handle = document.querySelector<HTMLElement>(`[data-tree-handle="${key}"]`);
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (handle && document.activeElement !== handle && (carried || lost || pending)) handle.focus();
  });
  useEffect(() => {
    const elsewhere = (event: FocusEvent) => {
      const key = (event.target as HTMLElement | null)?.dataset?.treeHandle;
      if (key !== focusAfter.current) focusAfter.current = null;
    };
    document.addEventListener('focusin', elsewhere);
    return () => document.removeEventListener('focusin', elsewhere);
  }, []);

  const onHandleKey = (item: TreeItem) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const isCarried = carried !== null && itemKey(carried.item) === itemKey(item);
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (move.isPending) return;
      if (!carried) {
        const origin = placeOf(tree, item);
        if (!origin) return;
        setCarried({ item, origin, place: origin });
        setAnnouncement(
          `${t('tree.announce.picked', { name: describePlace(tree, item)?.name ?? '' })} ${describe(tree, item)}`,
        );
      } else if (isCarried) {
        setCarried(null);
        if (samePlace(carried.origin, carried.place)) setAnnouncement(t('tree.announce.unchanged'));
        else {
          setAnnouncement(t('tree.announce.dropped', { name: describePlace(shown, item)?.name ?? '' }));
          commit(item, carried.place);
        }
      }
    } else if (isCarried && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const next = stepPlace(shown, item, event.key === 'ArrowUp' ? 'up' : 'down');
      if (!next) {
        setAnnouncement(t('tree.announce.edge', { name: describePlace(shown, item)?.name ?? '' }));
        return;
      }
      setCarried({ ...carried, place: next });
      setAnnouncement(describe(applyMove(tree, item, next), item));
    } else if (isCarried && event.key === 'Escape') {
      event.preventDefault();
      setCarried(null);
      setAnnouncement(t('tree.announce.cancelled', { name: describePlace(tree, item)?.name ?? '' }));
    }
  };

  const targetAt = (x: number, y: number): string | null =>
    document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-tree-target]')?.dataset.treeTarget ?? null;

  const targetItem = (key: string): TreeItem | 'top' => {
    if (key === 'top') return 'top';
    const [kind, id] = key.split(':');
    return { kind: kind as TreeItem['kind'], id: Number(id) };
  };

  const onPointerDown = (item: TreeItem) => (event: PointerEvent<HTMLButtonElement>) => {
    if (carried || move.isPending || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragged({ item, pointerId: event.pointerId, target: null, place: null });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!dragged || dragged.pointerId !== event.pointerId) return;
    const target = targetAt(event.clientX, event.clientY);
    if (target === dragged.target) return;
    const place = target && target !== itemKey(dragged.item) ? dropPlace(tree, dragged.item, targetItem(target)) : null;
    setDragged({ ...dragged, target, place });
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (!dragged || dragged.pointerId !== event.pointerId) return;
    setDragged(null);
    if (dragged.place) commit(dragged.item, dragged.place);
  };
  const onPointerCancel = () => setDragged(null);

  const handleOf = (item: TreeItem, name: string) => {
    const key = itemKey(item);
    const isCarried = carried !== null && itemKey(carried.item) === key;
    return (
      <button
        type="button"
        className={`mantine-focus-auto ${classes.handle}`}
        data-tree-handle={key}
        aria-describedby={instructionsId}
        aria-pressed={isCarried}
        aria-label={t('tree.handle', { name })}
        onKeyDown={onHandleKey(item)}
        onPointerDown={onPointerDown(item)}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        data-testid={`tree-handle-${key}`}
      >
        <IconGripVertical size={18} aria-hidden />
      </button>
    );
  };

  const stepButtons = (item: TreeItem, name: string) => {
    const up = stepPlace(shown, item, 'up');
    const down = stepPlace(shown, item, 'down');
    const busy = move.isPending || carried !== null;
    return (
      <Group gap={4} wrap="nowrap">
        <PlainIconButton
          variant="subtle"
          aria-label={t('tree.moveUp', { name })}
          disabled={busy || !up}
          onClick={() => up && commit(item, up)}
          data-testid={`tree-up-${itemKey(item)}`}
        >
          <IconArrowUp size={18} aria-hidden />
        </PlainIconButton>
        <PlainIconButton
          variant="subtle"
          aria-label={t('tree.moveDown', { name })}
          disabled={busy || !down}
          onClick={() => down && commit(item, down)}
          data-testid={`tree-down-${itemKey(item)}`}
        >
          <IconArrowDown size={18} aria-hidden />
        </PlainIconButton>
      </Group>
    );
  };

  const row = (item: TreeItem, name: string, content: ReactNode, edit: { to: string; label: string }) => {
    const key = itemKey(item);
    return (
      <div
        className={classes.row}
        data-tree-target={key}
        data-carried={
          (carried && itemKey(carried.item) === key) || (dragged && itemKey(dragged.item) === key) || undefined
        }
        data-drop={(dragged?.target === key && dragged.place !== null) || undefined}
        data-testid={`tree-row-${key}`}
      >
        {handleOf(item, name)}
        <div className={classes.content}>{content}</div>
        <Group gap={4} wrap="nowrap">
          {stepButtons(item, name)}
          <Link to={edit.to} className={`mantine-focus-auto ${classes.edit}`} aria-label={edit.label}>
            <IconPencil size={18} aria-hidden />
          </Link>
        </Group>
      </div>
    );
  };

  const spaceNode = (space: GymTreeSpace) => {
    const item = { kind: 'space', id: space.id } as const;
    return (
      <li key={space.id} className={classes.node}>
        {row(
          item,
          space.name,
          <Stack gap={0}>
            <Title order={3} size="h5" className={classes.name}>
              {space.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('tree.spaceCounts', { sectors: space.sectors_count, routes: space.mounted_routes_count })}
            </Text>
          </Stack>,
          {
            to: gymPath(gym, `spaces/${space.id}/${space.slug_name}/edit`),
            label: t('tree.editSpace', { name: space.name }),
          },
        )}
        {space.sectors.length > 0 ? (
          <ul className={classes.list} aria-label={t('tree.sectorsOf', { name: space.name })}>
            {space.sectors.map((sector) => (
              <li key={sector.id} className={classes.node}>
                {row(
                  { kind: 'sector', id: sector.id },
                  sector.name,
                  <Group gap="xs" wrap="wrap">
                    <Text className={classes.name}>{sector.name}</Text>
                    <Text size="sm" c="dimmed">
                      {t('tree.routes', { count: sector.mounted_routes_count })}
                    </Text>
                  </Group>,
                  { to: gymPath(gym, `sectors/${sector.id}/edit`), label: t('tree.editSector', { name: sector.name }) },
                )}
              </li>
            ))}
          </ul>
        ) : (
          <Text size="sm" c="dimmed" className={classes.empty}>
            {t('tree.noSector')}
          </Text>
        )}
      </li>
    );
  };

  return (
    <Stack gap="lg" data-testid="tree-editor">
      <Text size="sm" c="dimmed" id={instructionsId}>
        {t('tree.instructions')}
      </Text>
      <div
        aria-live="polite"
        aria-atomic="true"
        className={plainClasses.visuallyHidden}
        data-testid="tree-announcement"
      >
        {announcement}
      </div>
      {shown.groups.length > 0 ? (
        <ul className={classes.list} aria-label={t('tree.groups')}>
          {shown.groups.map((group) => (
            <li key={group.id} className={classes.group}>
              {row(
                { kind: 'space_group', id: group.id },
                group.name,
                <Stack gap={0}>
                  <Title order={2} size="h4" className={classes.name}>
                    {group.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('tree.groupCounts', { spaces: group.spaces.length, routes: group.mounted_routes_count })}
                  </Text>
                </Stack>,
                {
                  to: adminPath(gym, `space-groups/${group.id}/edit`),
                  label: t('tree.editGroup', { name: group.name }),
                },
              )}
              {group.spaces.length > 0 ? (
                <ul className={classes.list} aria-label={t('tree.spacesOf', { name: group.name })}>
                  {group.spaces.map(spaceNode)}
                </ul>
              ) : (
                <Text size="sm" c="dimmed" className={classes.empty}>
                  {t('tree.emptyGroup')}
                </Text>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <section className={classes.group}>
        <div
          className={classes.topHeading}
          data-tree-target="top"
          data-drop={(dragged?.target === 'top' && dragged.place !== null) || undefined}
        >
          <Title order={2} size="h4">
            {shown.groups.length > 0 ? t('tree.topLevel') : t('tree.spaces')}
          </Title>
        </div>
        {shown.spaces.length > 0 ? (
          <ul className={classes.list} aria-label={t('tree.topLevel')}>
            {shown.spaces.map(spaceNode)}
          </ul>
        ) : (
          <Text size="sm" c="dimmed" className={classes.empty}>
            {t('tree.emptyTop')}
          </Text>
        )}
      </section>
      {move.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          {t('tree.saving')}
        </Text>
      ) : null}
    </Stack>
  );
}
