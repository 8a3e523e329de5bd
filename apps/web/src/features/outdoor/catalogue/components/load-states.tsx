import { useTranslation } from 'react-i18next';
import { Stack } from '../../../../components/ui';
import classes from './load-states.module.css';
import { RecordContainer } from './record-frame';

/** The blocks of the skeleton, top down: place, title, facts, two rows of a list. */
const SHAPE = ['place', 'title', 'facts', 'row', 'row'] as const;

/** The page's shape while its record loads, in grey blocks that breathe. */
export function RecordSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="md" role="status" aria-label={t('loading')} aria-busy="true">
      {SHAPE.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed shape, never reordered.
        <div key={index} className={classes.block} data-part={part} />
      ))}
    </Stack>
  );
}

/** How a record page waits for its record (`<Loaded {...RECORD_LOADING}>`): its skeleton, in the page's width. */
export const RECORD_LOADING = { placeholder: <RecordSkeleton />, frame: RecordContainer };
