import type { RecordRef } from '@climb/contracts';
import { Alert, Loader, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingStore, IconSearch, IconWifiOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../../components/offline-indicator';
import { useGymSearchForLog, useMyGyms } from '../../api/gym-ascents.api';
import { INDOOR_NAMESPACE } from '../lib/indoor-texts';
import classes from './gym-picker.module.css';

/** One gym to pick: the whole row is the button. */
function GymOption({ gym, onPick }: { gym: RecordRef; onPick: (gym: RecordRef) => void }) {
  return (
    <li>
      <UnstyledButton onClick={() => onPick(gym)} className={classes.option} data-testid="gym-option">
        <IconBuildingStore size={20} aria-hidden />
        <span className={classes.name}>{gym.name}</span>
      </UnstyledButton>
    </li>
  );
}

/**
 * Choosing the gym of an indoor ascent: found as the climber types (the catalogue's gym search), or among the gyms
 * they climbed at; offline, the gyms kept on this device.
 */
export function GymPicker({ onPick }: { onPick: (gym: RecordRef) => void }) {
  const { t } = useTranslation(INDOOR_NAMESPACE);
  const online = useOnline();
  const mineId = useId();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const search = useGymSearchForLog(debounced);
  const mine = useMyGyms();
  const asked = debounced.length >= 2;
  const waiting = query.trim().length >= 2 && (debounced !== query.trim() || search.isFetching);
  return (
    <Stack gap="md" data-testid="gym-picker">
      <TextInput
        type="search"
        label={t('gym.search')}
        description={t('gym.searchHint')}
        placeholder={t('gym.placeholder')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={waiting ? <Loader size="xs" aria-label={t('gym.searching')} /> : null}
        autoComplete="off"
        data-testid="gym-search"
      />
      {online ? null : (
        <Alert color="orange" variant="light" icon={<IconWifiOff size={18} aria-hidden />}>
          {t('gym.offline')}
        </Alert>
      )}
      {search.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('gym.failed')}
        </Alert>
      ) : null}
      {asked && search.data ? (
        search.data.length === 0 && !waiting ? (
          <Text data-testid="gym-search-empty">{t('gym.none')}</Text>
        ) : (
          <ul className={classes.list} aria-label={t('gym.results')} data-testid="gym-results">
            {search.data.map((gym) => (
              <GymOption key={gym.id} gym={gym} onPick={onPick} />
            ))}
          </ul>
        )
      ) : null}
      <Stack gap="xs" component="section" aria-labelledby={mineId}>
        <Title order={2} size="h4" id={mineId}>
          {t('gym.mine')}
        </Title>
        {mine.data && mine.data.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="my-gyms-empty">
            {t('gym.mineEmpty')}
          </Text>
        ) : null}
        {mine.isPending ? <Loader size="sm" role="status" aria-label={t('gym.searching')} /> : null}
        {mine.data && mine.data.length > 0 ? (
          <ul className={classes.list} data-testid="my-gyms">
            {mine.data.map((gym) => (
              <GymOption key={gym.id} gym={gym} onPick={onPick} />
            ))}
          </ul>
        ) : null}
      </Stack>
    </Stack>
  );
}
