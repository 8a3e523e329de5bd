import { useTranslation } from 'react-i18next';
import { Anchor, Breadcrumbs, Text } from '../../../../components/ui';
import classes from './record-breadcrumbs.module.css';

export interface Crumb {
  name: string;
  to: string;
  testId: string;
}

/** Where the record sits (its crag, its sector), each a link, then the record's own name. */
export function RecordBreadcrumbs({ places, current }: { places: Crumb[]; current: string }) {
  const { t } = useTranslation('crags');
  return (
    <nav aria-label={t('breadcrumb')}>
      <Breadcrumbs className={classes.trail}>
        {places.map((place) => (
          <Anchor key={place.testId} to={place.to} size="sm" className={classes.place} data-testid={place.testId}>
            {place.name}
          </Anchor>
        ))}
        <Text size="sm" aria-current="page" breakAnywhere className={classes.current}>
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
