import { Button, Stack, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeolocationStore } from '../../stores/geolocation-store';

/**
 * "Use my position": the climber's position from the geolocation store, switching location on
 * when it is off and waiting for the first fix. A refusal (location switched back off) is told.
 */
export function UseMyPosition({ onPosition }: { onPosition: (latitude: number, longitude: number) => void }) {
  const { t } = useTranslation('map');
  const { status, latitude, longitude, activate } = useGeolocationStore();
  const [waiting, setWaiting] = useState(false);
  const [refused, setRefused] = useState(false);
  const onPositionRef = useRef(onPosition);
  onPositionRef.current = onPosition;

  useEffect(() => {
    if (!waiting) return;
    if (latitude !== null && longitude !== null) {
      onPositionRef.current(latitude, longitude);
      setWaiting(false);
    } else if (status === 'deactivate') {
      setWaiting(false);
      setRefused(true);
    }
  }, [waiting, status, latitude, longitude]);

  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return null;

  const locate = () => {
    setRefused(false);
    if (status === 'activate' && latitude !== null && longitude !== null) {
      onPosition(latitude, longitude);
      return;
    }
    activate();
    setWaiting(true);
  };

  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        leftSection={<IconCurrentLocation size={18} aria-hidden />}
        loading={waiting}
        onClick={locate}
      >
        {t('position.useMine')}
      </Button>
      {refused ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t('position.refused')}
        </Text>
      ) : null}
    </Stack>
  );
}
