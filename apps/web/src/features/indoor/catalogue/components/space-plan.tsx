import type { GymPlan, GymSector } from '@climb/contracts';
import { useMemo } from 'react';
import { PlanMap, type PlanSector } from '../../../../climbing/map/plan-map';

interface SpacePlanProps {
  label: string;
  plan: GymPlan;
  /** The sectors drawn on the plan (the others are listed beside it by the page). */
  sectors: readonly GymSector[];
  selectedId: number | null;
  onSelect(id: number): void;
}

/** The space's plan with its drawn sectors, to pan and pinch; loaded lazily with Leaflet (`LazySpacePlan`). */
export default function SpacePlan({ label, plan, sectors, selectedId, onSelect }: SpacePlanProps) {
  const drawn = useMemo<PlanSector[]>(
    () =>
      sectors.flatMap((sector) =>
        sector.polygon && sector.polygon.length > 0
          ? [{ id: sector.id, name: sector.name, points: sector.polygon }]
          : [],
      ),
    [sectors],
  );
  return (
    <div data-testid="space-plan">
      <PlanMap
        label={label}
        plan={plan}
        sectors={drawn}
        selectedId={selectedId}
        onSelect={onSelect}
        height="min(60vh, 480px)"
      />
    </div>
  );
}
