import { ALERT_TYPES, type Alert, type AlertableType, type AlertType } from '@climb/contracts';
import { toContributor } from '../crags/contributor';
import type { AlertWithCreatorRow } from './alert.repository';

// Stored values outside the enums cannot come from the API; `info` is the neutral reading if one did.
function alertType(value: string): AlertType {
  return (ALERT_TYPES as readonly string[]).includes(value) ? (value as AlertType) : 'info';
}

export function toAlert(row: AlertWithCreatorRow): Alert {
  return {
    id: row.id,
    alertable_type: row.alertable_type as AlertableType,
    alertable_id: row.alertable_id,
    alert_type: alertType(row.alert_type),
    description: row.description,
    alerted_at: row.alerted_at.toISOString(),
    ends_on: row.ends_on,
    creator: toContributor(row),
    created_at: row.created_at.toISOString(),
  };
}
