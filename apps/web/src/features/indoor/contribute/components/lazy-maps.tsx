import { type ComponentProps, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../forms/use-indoor-form';
import classes from './lazy-maps.module.css';

// Leaflet and its styles come with these modules only: a form page's first load holds none of it.
const PositionPickerModule = lazy(() =>
  import('../../../../climbing/map/position-picker').then((module) => ({ default: module.PositionPicker })),
);
const PlanPolygonEditorModule = lazy(() =>
  import('../../../../climbing/map/plan-polygon-editor').then((module) => ({ default: module.PlanPolygonEditor })),
);

function MapPlaceholder({ kind }: { kind: 'position' | 'plan' }) {
  const { t } = useTranslation(NAMESPACE);
  return <div className={classes.placeholder} data-kind={kind} role="status" aria-label={t('map.loading')} />;
}

/** The position picker of the forms (a map, the two coordinates, "use my position"), in the maps chunk. */
export function LazyPositionPicker(props: ComponentProps<typeof PositionPickerModule>) {
  return (
    <Suspense fallback={<MapPlaceholder kind="position" />}>
      <PositionPickerModule {...props} />
    </Suspense>
  );
}

/** The outline editor on a space's plan, in the maps chunk. */
export function LazyPlanPolygonEditor(props: ComponentProps<typeof PlanPolygonEditorModule>) {
  return (
    <Suspense fallback={<MapPlaceholder kind="plan" />}>
      <PlanPolygonEditorModule {...props} />
    </Suspense>
  );
}
