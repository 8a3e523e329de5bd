import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { cragPath, cragSectorPath } from '../../../../climbing/paths';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { useCrag } from '../../catalogue/api/crags.api';
import { createSector } from '../api/sector.api';
import { SectorForm } from '../forms/sector-form';
import { EMPTY_SECTOR_VALUES, sectorBody } from '../forms/sector-values';
import { cragParams } from '../params';

/** `/crags/{id}/{name}/sectors/new`: a new sector of the crag, then its page. */
function CragSectorNewPage() {
  const { t } = useTranslation('contribute');
  const navigate = useNavigate();
  const { cragId } = parseRouteParams(cragParams, useParams());
  const crag = useCrag(cragId);
  const found = crag.data;
  return (
    <FormFrame
      title={t('sector.newTitle')}
      lead={found?.name}
      back={found ? { to: cragPath(found), label: found.name } : null}
    >
      <Loaded query={crag}>
        {(record) => (
          <SectorForm
            crag={record}
            sectorId={null}
            initialValues={EMPTY_SECTOR_VALUES}
            submit={(values) => createSector(sectorBody(record.id, values))}
            submitLabel={t('sector.create')}
            successMessage={t('sector.created')}
            onSuccess={(sector) => navigate(cragSectorPath(sector))}
            cancelTo={cragPath(record)}
          />
        )}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(CragSectorNewPage);
