import type { GymSpace } from '@climb/contracts';
import { Checkbox, Stack } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../../components/list-states';
import { Loaded } from '../../../../../components/loaded';
import { Text } from '../../../../../components/ui';
import { useGymSpaces } from '../../../shared/gyms.api';
import { gymSpaceQuery } from '../../../shared/routes.api';
import { OPENING_SHEETS_NAMESPACE } from '../opening-sheets-texts';
import classes from './sector-chooser.module.css';

/** The gym's spaces with their sectors, in the gym's order (a gym has a handful of spaces: one read each). */
function useSpacesWithSectors(spaceIds: readonly number[]) {
  return useQueries({
    queries: spaceIds.map((id) => gymSpaceQuery(id)),
    combine: (results) => ({
      data: results.every((result) => result.data) ? (results.map((result) => result.data) as GymSpace[]) : undefined,
      error: results.find((result) => result.error)?.error ?? null,
      isError: results.some((result) => result.isError),
      refetch: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
}

function Spaces({
  spaceIds,
  value,
  onChange,
}: {
  spaceIds: readonly number[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  const spaces = useSpacesWithSectors(spaceIds);
  if (spaces.isError) return <LoadError onRetry={spaces.refetch} />;
  return (
    <Loaded query={spaces}>
      {(found) => {
        // Chosen sectors come in the gym's order, whatever the order they were ticked in.
        const order = found.flatMap((space) => space.sectors.map((sector) => sector.id));
        /** One space's ticks replace that space's sectors among those chosen. */
        const choose = (space: GymSpace, ticked: string[]) => {
          const own = new Set(space.sectors.map((sector) => sector.id));
          const chosen = new Set([...value.filter((id) => !own.has(id)), ...ticked.map(Number)]);
          onChange(order.filter((id) => chosen.has(id)));
        };
        return (
          <Stack gap="md" data-testid="sector-chooser">
            {found.map((space) => (
              <Checkbox.Group
                key={space.id}
                label={space.name}
                value={value.map(String)}
                onChange={(ticked) => choose(space, ticked)}
              >
                <Stack gap={6} mt="xs">
                  {space.sectors.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('new.noSectors')}
                    </Text>
                  ) : (
                    space.sectors.map((sector) => (
                      <Checkbox
                        key={sector.id}
                        value={String(sector.id)}
                        label={sector.name}
                        data-testid={`sector-${sector.id}`}
                      />
                    ))
                  )}
                </Stack>
              </Checkbox.Group>
            ))}
          </Stack>
        );
      }}
    </Loaded>
  );
}

/** The sectors of the gym to plan, ticked per space. */
export function SectorChooser({
  gymId,
  value,
  onChange,
  error,
}: {
  gymId: number;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const { t } = useTranslation(OPENING_SHEETS_NAMESPACE);
  const spaces = useGymSpaces(gymId);
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('fields.gym_sector_ids')}
      </Text>
      <Loaded query={spaces}>
        {(found) =>
          found.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="sector-chooser-empty">
              {t('new.noSpaces')}
            </Text>
          ) : (
            <Spaces spaceIds={found.map((space) => space.id)} value={value} onChange={onChange} />
          )
        }
      </Loaded>
      {error ? (
        <p className={classes.error} role="alert" data-testid="sector-chooser-error">
          {error}
        </p>
      ) : null}
    </Stack>
  );
}
