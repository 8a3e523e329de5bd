import type { GymSector } from '@climb/contracts';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../../components/plain-ui';
import classes from './sector-buttons.module.css';

/**
 * The sectors as buttons to choose one: the keyboard's and screen readers' way to them, the list a space without a
 * plan shows, and the plan's place while Leaflet loads.
 */
export function SectorButtons({
  sectors,
  selectedId,
  onSelect,
  label,
}: {
  sectors: readonly GymSector[];
  selectedId: number | null;
  onSelect(id: number): void;
  label?: string;
}) {
  const { t } = useTranslation('indoor');
  if (sectors.length === 0) return null;
  return (
    <ul className={classes.list} aria-label={label ?? t('plan.sectors')} data-testid="sector-buttons">
      {sectors.map((sector) => (
        <li key={sector.id}>
          <PlainButton
            variant={sector.id === selectedId ? 'filled' : 'default'}
            aria-pressed={sector.id === selectedId}
            onClick={() => onSelect(sector.id)}
            className={classes.button}
            data-testid="sector-button"
          >
            {t('plan.sectorButton', { name: sector.name, count: sector.mounted_routes_count })}
          </PlainButton>
        </li>
      ))}
    </ul>
  );
}
