import { RecordContainer, RecordSkeleton } from '../../../../climbing/record-frame';

/** How a record page waits for its record (`<Loaded {...RECORD_LOADING}>`): its skeleton, in the page's width. */
export const RECORD_LOADING = { placeholder: <RecordSkeleton top="place" />, frame: RecordContainer };
