import type { CragMap } from '@climb/contracts';
import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DeleteButton, type DeleteButtonProps } from '../components/delete-button';
import { FormActions } from '../components/form-actions';

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

/** Save and cancel, and for an existing item deletion after a confirmation. */
export function EditorActions({
  submitting,
  submitLabel,
  cancel,
  deletion,
}: {
  submitting: boolean;
  submitLabel: string;
  cancel: string | (() => void);
  deletion: DeleteButtonProps | null;
}): ReactNode {
  return (
    <Stack gap="md">
      <FormActions submitting={submitting} submitLabel={submitLabel} cancel={cancel} />
      {deletion ? (
        <Group>
          <DeleteButton {...deletion} />
        </Group>
      ) : null}
    </Stack>
  );
}
