import type { AlertType } from '@climb/contracts';
import {
  type Icon,
  IconAlertTriangle,
  IconFeather,
  IconInfoCircle,
  IconMoodHappy,
  IconMoodSad,
} from '@tabler/icons-react';
import type { Color } from '../../../components/ui';

/** The colour and icon of each alert type: good news green, warnings orange, bans red… */
export const ALERT_TYPE_STYLE: Record<AlertType, { color: Color; Icon: Icon }> = {
  good_news: { color: 'green', Icon: IconMoodHappy },
  warning: { color: 'orange', Icon: IconAlertTriangle },
  info: { color: 'blue', Icon: IconInfoCircle },
  bad_news: { color: 'red', Icon: IconMoodSad },
  bird_nesting_ban: { color: 'grape', Icon: IconFeather },
};
