import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { cragPath } from '../../shared/paths';
import { useCrag, useCragMap } from '../api/crag.api';
import { ContributeFrame } from '../components/contribute-frame';
import { ContributorGate } from '../components/contributor-gate';
import { Loaded } from '../components/loaded';
import { ApproachEditor } from '../map/approach-editor';
import { cragParams } from '../params';

/** `/crags/{id}/{name}/approaches/new`: open to visitors, who are invited to sign in; a new approach drawn on the crag map. */
function ApproachNewPage() {
  const { t } = useTranslation('contribute');
  const navigate = useNavigate();
  const { cragId } = parseRouteParams(cragParams, useParams());
  const crag = useCrag(cragId);
  const cragMap = useCragMap(cragId);
  const found = crag.data;
  return (
    <ContributeFrame
      title={t('approach.newTitle')}
      lead={found?.name}
      back={found ? { to: cragPath(found, 'maps'), label: found.name } : null}
      wide
    >
      <ContributorGate>
        {() => (
          <Loaded query={crag}>
            {(record) => (
              <ApproachEditor
                crag={record}
                cragMap={cragMap.data ?? null}
                item={null}
                onSaved={() => navigate(cragPath(record, 'maps'))}
                cancel={cragPath(record, 'maps')}
                onDeleted={() => navigate(cragPath(record, 'maps'))}
                canDelete={false}
              />
            )}
          </Loaded>
        )}
      </ContributorGate>
    </ContributeFrame>
  );
}

export default withQueries(ApproachNewPage);
