import { useTranslation } from 'react-i18next';
import { Marker } from 'react-leaflet';
import { BaseMap } from '../../../../climbing/map/base-map';

/** Where the gym is: its marker on a small street map. Loaded lazily with Leaflet (`LazyGymMap`). */
export default function GymPositionMap({
  name,
  latitude,
  longitude,
}: {
  name: string;
  latitude: number;
  longitude: number;
}) {
  const { t } = useTranslation('indoor');
  return (
    <BaseMap
      label={t('gym.mapLabel', { name })}
      center={[latitude, longitude]}
      zoom={15}
      height={240}
      scrollWheelZoom={false}
    >
      <Marker position={[latitude, longitude]} title={name} keyboard={false} />
    </BaseMap>
  );
}
