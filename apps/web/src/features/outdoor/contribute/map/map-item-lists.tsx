import {
  type Approach,
  type CragMap,
  type CragSectorSummary,
  type Park,
  pathLengthMetres,
  type RockBar,
} from '@climb/contracts';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPencil, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnumLabels } from '../../../../climbing/enum-labels';
import { DeleteButton } from '../../../../components/delete-button';
import { deleteMapItem, type MapItemKind } from '../api/map-items.api';

/** One row of an editor list: what the item is, and what can be done with it. */
function ItemRow({ title, detail, actions }: { title: string; detail?: string | null; actions: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          {detail ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {detail}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">{actions}</Group>
      </Group>
    </Paper>
  );
}

function ItemList({ empty, children }: { empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

function AddButton({ label, onClick, to }: { label: string; onClick?: () => void; to?: string }) {
  const icon = <IconPlus size={18} aria-hidden />;
  return to ? (
    <Button component={Link} to={to} variant="default" leftSection={icon} style={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  ) : (
    <Button variant="default" leftSection={icon} onClick={onClick} style={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
}

/** Edit, and delete for site administrators, of one map item. */
function ItemActions({
  kind,
  id,
  name,
  onEdit,
  canDelete,
  onDeleted,
}: {
  kind: MapItemKind;
  id: number;
  name: string;
  onEdit: () => void;
  canDelete: boolean;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('contribute');
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={onEdit}
        aria-label={t('mapEditor.editNamed', { name })}
      >
        {t('mapEditor.edit')}
      </Button>
      {canDelete ? (
        <DeleteButton
          label={t('mapEditor.deleteNamed', { name })}
          confirmText={t('mapEditor.deleteConfirm', { name })}
          deletedMessage={t('mapEditor.deleted', { name })}
          onDelete={() => deleteMapItem(kind, id)}
          onDeleted={onDeleted}
        />
      ) : null}
    </>
  );
}

interface ListProps<Item> {
  items: Item[];
  onEdit: (item: Item | null) => void;
  canDelete: boolean;
  onDeleted: () => void;
}

/** Every sector, placed or not, with a way to place or move it; new sectors are made on their own page. */
export function SectorPlacementList({
  sectors,
  onPlace,
  newSectorPath,
}: {
  sectors: CragSectorSummary[];
  onPlace: (sector: CragSectorSummary) => void;
  newSectorPath: string;
}) {
  const { t } = useTranslation('contribute');
  return (
    <Stack gap="sm">
      <ItemList empty={t('mapEditor.noSectors')}>
        {sectors.map((sector) => {
          const placed = sector.latitude !== null && sector.longitude !== null;
          return (
            <ItemRow
              key={sector.id}
              title={sector.name}
              detail={null}
              actions={
                <>
                  <Badge variant="dot" color={placed ? 'green' : 'gray'}>
                    {placed ? t('mapEditor.placed') : t('mapEditor.notPlaced')}
                  </Badge>
                  <Button
                    variant="default"
                    leftSection={<IconMapPin size={16} aria-hidden />}
                    onClick={() => onPlace(sector)}
                    aria-label={t(placed ? 'mapEditor.moveNamed' : 'mapEditor.placeNamed', { name: sector.name })}
                  >
                    {placed ? t('mapEditor.move') : t('mapEditor.place')}
                  </Button>
                </>
              }
            />
          );
        })}
      </ItemList>
      <AddButton label={t('mapEditor.addSector')} to={newSectorPath} />
    </Stack>
  );
}

export function ParkList({ items, onEdit, canDelete, onDeleted }: ListProps<Park>) {
  const { t } = useTranslation('contribute');
  return (
    <Stack gap="sm">
      <ItemList empty={t('mapEditor.noParks')}>
        {items.map((park, index) => {
          const name = t('mapEditor.parkName', { number: index + 1 });
          return (
            <ItemRow
              key={park.id}
              title={name}
              detail={park.description}
              actions={
                <ItemActions
                  kind="parks"
                  id={park.id}
                  name={name}
                  onEdit={() => onEdit(park)}
                  canDelete={canDelete}
                  onDeleted={onDeleted}
                />
              }
            />
          );
        })}
      </ItemList>
      <AddButton label={t('mapEditor.addPark')} onClick={() => onEdit(null)} />
    </Stack>
  );
}

export function ApproachList({ items, onEdit, canDelete, onDeleted }: ListProps<Approach>) {
  const { t } = useTranslation('contribute');
  const { label } = useEnumLabels();
  return (
    <Stack gap="sm">
      <ItemList empty={t('mapEditor.noApproaches')}>
        {items.map((approach, index) => {
          const name = t('mapEditor.approachName', { number: index + 1 });
          const facts = [
            approach.approach_type ? label('approach_types', approach.approach_type) : null,
            t('mapEditor.metres', { count: approach.length }),
            t('mapEditor.minutes', { count: approach.walking_time }),
          ];
          return (
            <ItemRow
              key={approach.id}
              title={name}
              detail={facts.filter(Boolean).join(' · ')}
              actions={
                <ItemActions
                  kind="approaches"
                  id={approach.id}
                  name={name}
                  onEdit={() => onEdit(approach)}
                  canDelete={canDelete}
                  onDeleted={onDeleted}
                />
              }
            />
          );
        })}
      </ItemList>
      <AddButton label={t('mapEditor.addApproach')} onClick={() => onEdit(null)} />
    </Stack>
  );
}

export function RockBarList({
  items,
  onEdit,
  canDelete,
  onDeleted,
  sectors,
}: ListProps<RockBar> & { sectors: CragMap['sectors'] | CragSectorSummary[] }) {
  const { t } = useTranslation('contribute');
  return (
    <Stack gap="sm">
      <ItemList empty={t('mapEditor.noRockBars')}>
        {items.map((bar, index) => {
          const name = t('mapEditor.rockBarName', { number: index + 1 });
          const sector = sectors.find((candidate) => candidate.id === bar.crag_sector_id);
          const facts = [sector?.name ?? null, t('mapEditor.metres', { count: pathLengthMetres(bar.path) })];
          return (
            <ItemRow
              key={bar.id}
              title={name}
              detail={facts.filter(Boolean).join(' · ')}
              actions={
                <ItemActions
                  kind="rock_bars"
                  id={bar.id}
                  name={name}
                  onEdit={() => onEdit(bar)}
                  canDelete={canDelete}
                  onDeleted={onDeleted}
                />
              }
            />
          );
        })}
      </ItemList>
      <AddButton label={t('mapEditor.addRockBar')} onClick={() => onEdit(null)} />
    </Stack>
  );
}
