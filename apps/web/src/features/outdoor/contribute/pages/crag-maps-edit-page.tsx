import type { Approach, Crag, CragMap, CragSectorSummary, Park, RockBar } from '@climb/contracts';
import { Stack, Tabs, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BaseMap } from '../../../../climbing/map/base-map';
import { cragChildPath, cragPath } from '../../../../climbing/paths';
import { FormFrame } from '../../../../components/form-frame';
import { bothLoaded, Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { cragKeys, useCrag, useCragMap, useCragSectors } from '../../catalogue/api/crags.api';
import { refreshNow } from '../api/wiki-cache';
import { useCanDelete } from '../components/contributor-gate';
import { ApproachEditor } from '../map/approach-editor';
import { CragContextLayers } from '../map/crag-context-layers';
import { cragMapBounds } from '../map/map-bounds';
import { ApproachList, ParkList, RockBarList, SectorPlacementList } from '../map/map-item-lists';
import { ParkEditor } from '../map/park-editor';
import { RockBarEditor } from '../map/rock-bar-editor';
import { SectorPositionEditor } from '../map/sector-position-editor';
import { cragParams } from '../params';

const TOOLS = ['sectors', 'parks', 'approaches', 'rock_bars'] as const;
type Tool = (typeof TOOLS)[number];

/** What is being edited: one item at a time, in place of the overview. */
type Editing =
  | { kind: 'sectors'; sector: CragSectorSummary }
  | { kind: 'parks'; item: Park | null }
  | { kind: 'approaches'; item: Approach | null }
  | { kind: 'rock_bars'; item: RockBar | null };

/** The whole crag map, fitted to what it holds. */
function Overview({ map, label }: { map: CragMap; label: string }) {
  const bounds = cragMapBounds(map);
  return (
    <BaseMap
      label={label}
      center={[map.crag.latitude, map.crag.longitude]}
      zoom={16}
      bounds={bounds ?? undefined}
      height="min(50vh, 420px)"
    >
      <CragContextLayers map={map} />
    </BaseMap>
  );
}

/** One item's editor, its heading first and scrolled into view (the list was further down). */
function EditorPanel({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, []);
  return (
    <Stack gap="md">
      <Title order={2} size="h3" ref={heading} tabIndex={-1}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function MapEditor({ crag, map, sectors }: { crag: Crag; map: CragMap; sectors: CragSectorSummary[] }) {
  const { t } = useTranslation('contribute');
  const canDelete = useCanDelete();
  const [tool, setTool] = useState<Tool>('sectors');
  const [editing, setEditing] = useState<Editing | null>(null);
  const refresh = () => {
    void refreshNow(cragKeys.map(crag.id));
    void refreshNow(cragKeys.sectors(crag.id));
  };
  const close = () => setEditing(null);
  const saved = () => {
    refresh();
    close();
  };
  const shared = { crag: map.crag, cragMap: map, cancel: close, onSaved: saved, onDeleted: saved, canDelete };

  if (editing?.kind === 'sectors') {
    return (
      <EditorPanel title={t('mapEditor.placing', { name: editing.sector.name })}>
        <SectorPositionEditor crag={map.crag} cragMap={map} sector={editing.sector} onSaved={saved} cancel={close} />
      </EditorPanel>
    );
  }
  if (editing?.kind === 'parks') {
    return (
      <EditorPanel title={editing.item ? t('park.editTitle') : t('park.newTitle')}>
        <ParkEditor {...shared} item={editing.item} />
      </EditorPanel>
    );
  }
  if (editing?.kind === 'approaches') {
    return (
      <EditorPanel title={editing.item ? t('approach.editTitle') : t('approach.newTitle')}>
        <ApproachEditor {...shared} item={editing.item} />
      </EditorPanel>
    );
  }
  if (editing?.kind === 'rock_bars') {
    return (
      <EditorPanel title={editing.item ? t('rockBar.editTitle') : t('rockBar.newTitle')}>
        <RockBarEditor {...shared} item={editing.item} />
      </EditorPanel>
    );
  }
  return (
    <Stack gap="lg">
      <Overview map={map} label={t('mapEditor.map', { crag: crag.name })} />
      <Tabs value={tool} onChange={(value) => setTool((value as Tool | null) ?? 'sectors')} keepMounted={false}>
        <Tabs.List>
          {TOOLS.map((value) => (
            <Tabs.Tab key={value} value={value} mih={44}>
              {t(`mapEditor.tools.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="sectors" pt="md">
          <SectorPlacementList
            sectors={sectors}
            onPlace={(sector) => setEditing({ kind: 'sectors', sector })}
            newSectorPath={cragChildPath(crag, 'sectors/new')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="parks" pt="md">
          <ParkList
            items={map.parks}
            onEdit={(item) => setEditing({ kind: 'parks', item })}
            canDelete={canDelete}
            onDeleted={refresh}
          />
        </Tabs.Panel>
        <Tabs.Panel value="approaches" pt="md">
          <ApproachList
            items={map.approaches}
            onEdit={(item) => setEditing({ kind: 'approaches', item })}
            canDelete={canDelete}
            onDeleted={refresh}
          />
        </Tabs.Panel>
        <Tabs.Panel value="rock_bars" pt="md">
          <RockBarList
            items={map.rock_bars}
            sectors={sectors}
            onEdit={(item) => setEditing({ kind: 'rock_bars', item })}
            canDelete={canDelete}
            onDeleted={refresh}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** `/crags/{id}/{name}/maps/edit`: place the sectors and parkings, draw the approaches and rock bars. */
function CragMapsEditPage() {
  const { t } = useTranslation('contribute');
  const { cragId } = parseRouteParams(cragParams, useParams());
  const crag = useCrag(cragId);
  const map = useCragMap(cragId);
  const sectors = useCragSectors(cragId);
  const found = crag.data;
  return (
    <FormFrame
      title={t('mapEditor.title')}
      lead={found?.name}
      back={found ? { to: cragPath(found, 'maps'), label: found.name } : null}
      wide
    >
      <Loaded query={bothLoaded(bothLoaded(crag, map), sectors)}>
        {([[cragRecord, mapRecord], sectorList]) => (
          <MapEditor crag={cragRecord} map={mapRecord} sectors={sectorList} />
        )}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(CragMapsEditPage);
