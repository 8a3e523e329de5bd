import type { Alert } from '@climb/contracts';
import { toContributor } from '../../lib/contributor';
import type { AlertWithCreatorRow } from './alert.repository';

export function toAlert(row: AlertWithCreatorRow): Alert {
  return {
    id: row.id,
    alertable_type: row.alertable_type,
    alertable_id: row.alertable_id,
    alert_type: row.alert_type,
    description: row.description,
    alerted_at: row.alerted_at.toISOString(),
    ends_on: row.ends_on,
    creator: toContributor(row),
    created_at: row.created_at.toISOString(),
  };
}
