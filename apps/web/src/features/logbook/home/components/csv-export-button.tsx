import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../../../platform/alerts/use-alerts';
import { fetchAscentsCsv } from '../api/ascents.api';
import type { LogbookFilters } from '../lib/ascent-search';
import { downloadCsv, exportFileName } from '../lib/download';

/** Downloads my ascents (with the list's filters) as a CSV file, through the API with my session. */
export function CsvExportButton({ filters }: { filters: LogbookFilters }) {
  const { t } = useTranslation('logbook-home');
  const alerts = useAlerts();
  const [loading, setLoading] = useState(false);
  const exportCsv = async () => {
    setLoading(true);
    try {
      downloadCsv(await fetchAscentsCsv(filters), exportFileName(new Date()));
    } catch (error) {
      alerts.apiError(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      variant="default"
      mih={44}
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={loading}
      onClick={() => void exportCsv()}
      data-testid="csv-export"
    >
      {t('csv.export')}
    </Button>
  );
}
