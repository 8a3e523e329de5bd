import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { cragPath, versionsPath } from '../../../../climbing/paths';
import { FormFrame } from '../../../../components/form-frame';
import { belongsTo, bothLoaded, Loaded } from '../../../../components/loaded';
import { useCrag, useCragMap } from '../../catalogue/api/crags.api';
import { type MapItemKind, type MapItemOf, useMapItem } from '../api/map-items.api';
import type { MapItemEditorProps } from '../map/map-item-editor';
import { ContributorGate, useCanDelete } from './contributor-gate';
import { RecordLinks } from './record-links';

/** The editor of one kind of map item, as the pages hand it over (`ParkEditor`, `ApproachEditor`). */
type MapItemEditor<Kind extends MapItemKind> = ComponentType<MapItemEditorProps<MapItemOf<Kind>>>;

/**
 * What the new and edit pages of a crag map item (a parking, an approach) share: the crag, its map
 * under the editor, a way back to the crag's maps, where saving or deleting also leads.
 */
function useMapItemPage(cragId: number) {
  const navigate = useNavigate();
  const crag = useCrag(cragId);
  const cragMap = useCragMap(cragId);
  const found = crag.data;
  return {
    crag,
    cragMap: cragMap.data ?? null,
    back: found ? { to: cragPath(found, 'maps'), label: found.name } : null,
    lead: found?.name,
    backToMaps: (record: Parameters<typeof cragPath>[0]) => () => navigate(cragPath(record, 'maps')),
  };
}

/** `/crags/{id}/{name}/{kind}/new`: open to visitors, who are invited to sign in; a new item of the crag map. */
export function NewMapItemPage<Item>({
  title,
  cragId,
  Editor,
}: {
  title: string;
  cragId: number;
  Editor: ComponentType<MapItemEditorProps<Item>>;
}) {
  const page = useMapItemPage(cragId);
  return (
    <FormFrame title={title} lead={page.lead} back={page.back} wide>
      <ContributorGate>
        {() => (
          <Loaded query={page.crag}>
            {(record) => (
              <Editor
                crag={record}
                cragMap={page.cragMap}
                item={null}
                onSaved={page.backToMaps(record)}
                cancel={cragPath(record, 'maps')}
                onDeleted={page.backToMaps(record)}
                canDelete={false}
              />
            )}
          </Loaded>
        )}
      </ContributorGate>
    </FormFrame>
  );
}

/** `/crags/{id}/{name}/{kind}/{id}/edit`: one item of the crag map changed; deleting it is for site administrators. */
export function EditMapItemPage<Kind extends MapItemKind>({
  title,
  cragId,
  kind,
  itemId,
  Editor,
}: {
  title: string;
  cragId: number;
  kind: Kind;
  itemId: number;
  Editor: MapItemEditor<Kind>;
}) {
  const page = useMapItemPage(cragId);
  const item = useMapItem(kind, itemId);
  const canDelete = useCanDelete();
  return (
    <FormFrame title={title} lead={page.lead} back={page.back} wide>
      <Loaded query={bothLoaded(page.crag, item)}>
        {([cragRecord, record]) => {
          belongsTo(record.crag_id, cragRecord.id);
          const mapPage = cragPath(cragRecord, 'maps');
          return (
            <>
              <RecordLinks history={versionsPath(kind, record.id)} />
              <Editor
                key={record.id}
                crag={cragRecord}
                cragMap={page.cragMap}
                item={record}
                onSaved={page.backToMaps(cragRecord)}
                cancel={mapPage}
                onDeleted={page.backToMaps(cragRecord)}
                canDelete={canDelete}
              />
            </>
          );
        }}
      </Loaded>
    </FormFrame>
  );
}
