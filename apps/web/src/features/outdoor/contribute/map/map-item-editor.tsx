import type { CragMap, ValidationErrors } from '@climb/contracts';
import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../../components/delete-button';
import { createMapItem, deleteMapItem, type MapItemKind, type MapItemOf, updateMapItem } from '../api/map-items.api';
import { FormActions } from '../components/form-actions';
import { withoutCragId } from '../forms/update-body';
import { useWikiForm } from '../forms/use-wiki-form';

/** The crag an item of its map belongs to: where the editor's map opens. */
export type CragPlace = CragMap['crag'];

/** What every map item editor takes: the crag, its map for context, the item (null: a new one). */
export interface MapItemEditorProps<Item> {
  crag: CragPlace;
  cragMap: CragMap | null;
  item: Item | null;
  onSaved: (item: Item) => void;
  /** A page to go back to, or closing the editor inside the crag map editor. */
  cancel: string | (() => void);
  onDeleted: () => void;
  /** Deleting is offered to site administrators only. */
  canDelete: boolean;
}

/** The `contribute` texts of each kind (`park.saved`, `approach.delete`…): the same keys under each. */
const TEXTS: Record<MapItemKind, string> = { parks: 'park', approaches: 'approach', rock_bars: 'rockBar' };

/** How the form of one kind of map item reads an item, checks its values and writes its body. */
export interface MapItemRules<Kind extends MapItemKind, Values> {
  valuesOf: (item: MapItemOf<Kind> | null) => Values;
  validate: (cragId: number, values: Values) => ValidationErrors;
  body: (cragId: number, values: Values) => { crag_id: number };
}

/**
 * The form of a park, an approach or a rock bar: created or saved on its own endpoints, with its
 * kind's success texts. The three editors differ only by their fields.
 */
export function useMapItemForm<Kind extends MapItemKind, Values extends Record<string, unknown>>(
  kind: Kind,
  { crag, item, onSaved }: MapItemEditorProps<MapItemOf<Kind>>,
  rules: MapItemRules<Kind, Values>,
) {
  const { t } = useTranslation('contribute');
  return useWikiForm<Values, MapItemOf<Kind>>({
    initialValues: rules.valuesOf(item),
    validate: (values) => rules.validate(crag.id, values),
    submit: (values) =>
      item
        ? updateMapItem(kind, item.id, withoutCragId(rules.body(crag.id, values)))
        : createMapItem(kind, rules.body(crag.id, values)),
    successMessage: item ? t(`${TEXTS[kind]}.saved`) : t(`${TEXTS[kind]}.created`),
    onSuccess: onSaved,
  });
}

/** Save and cancel, and for an existing item deletion after a confirmation (site administrators). */
export function MapItemActions<Kind extends MapItemKind>({
  kind,
  editor: { item, cancel, onDeleted, canDelete },
  submitting,
}: {
  kind: Kind;
  editor: MapItemEditorProps<MapItemOf<Kind>>;
  submitting: boolean;
}): ReactNode {
  const { t } = useTranslation('contribute');
  const texts = TEXTS[kind];
  return (
    <Stack gap="md">
      <FormActions
        submitting={submitting}
        submitLabel={item ? t('actions.save') : t(`${texts}.create`)}
        cancel={cancel}
      />
      {item && canDelete ? (
        <Group>
          <DeleteButton
            label={t(`${texts}.delete`)}
            confirmText={t(`${texts}.deleteConfirm`)}
            deletedMessage={t(`${texts}.deleted`)}
            onDelete={() => deleteMapItem(kind, item.id)}
            onDeleted={onDeleted}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
