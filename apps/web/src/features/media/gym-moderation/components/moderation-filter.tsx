import { MODERATION_STATES, type ModerationState } from '@climb/contracts/media/moderation-states';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NativeSelect } from '../../../../components/ui';
import { GYM_MODERATION_NAMESPACE } from '../gym-moderation-texts';
import classes from './moderation.module.css';

/** Which items a list shows (all, shown, hidden), kept in the address; a new choice goes back to its first page. */
export function ModerationFilter({ state }: { state: ModerationState }) {
  const { t } = useTranslation(GYM_MODERATION_NAMESPACE);
  const [search, setSearch] = useSearchParams();
  return (
    <NativeSelect
      className={classes.filter}
      label={t('filter.label')}
      value={state}
      data={MODERATION_STATES.map((value) => ({ value, label: t(`filter.${value}`) }))}
      onChange={(event) => {
        const next = new URLSearchParams(search);
        next.set('state', event.currentTarget.value);
        next.delete('page');
        setSearch(next);
      }}
      data-testid="moderation-filter"
    />
  );
}

/** The address of another page of the list, its filter kept. */
export function usePageHref() {
  const [search] = useSearchParams();
  return (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
}
