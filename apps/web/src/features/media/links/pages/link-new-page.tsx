import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormFrame } from '../../../../components/form-frame';
import { Loaded } from '../../../../components/loaded';
import { withQueries } from '../../../../lib/query-client';
import { parseRouteParams } from '../../../../lib/route-params';
import { linkNewParams } from '../../shared/form-params';
import { linksHomeOf } from '../../shared/media-paths';
import { useMediaRecord } from '../../shared/media-target.api';
import { MEDIA_NAMESPACE } from '../../shared/media-texts';
import { useRecordName } from '../../shared/record-name';
import { createLink } from '../api/links.api';
import { EMPTY_LINK_VALUES, LinkForm, linkBody } from '../components/link-form';

/** `/links/{kind}/{id}/new`: a link from any record to a page elsewhere (a topo, a club, a trip report). */
function LinkNewPage() {
  const { t } = useTranslation(MEDIA_NAMESPACE);
  const navigate = useNavigate();
  const nameOf = useRecordName();
  const { linkableType, linkableId } = parseRouteParams(linkNewParams, useParams());
  const record = useMediaRecord(linkableType, linkableId);
  const found = record.data;
  return (
    <FormFrame
      title={t('linkForm.newTitle')}
      lead={found ? t(`forms.about.${found.type}`, { name: nameOf(found) }) : undefined}
      back={found ? { to: found.path, label: nameOf(found) } : null}
    >
      <Loaded query={record}>
        {(about) => (
          <LinkForm
            initialValues={EMPTY_LINK_VALUES}
            submit={(values) => createLink(linkBody(about, values))}
            submitLabel={t('linkForm.create')}
            successMessage={t('linkForm.created')}
            onSuccess={() => navigate(linksHomeOf(about))}
            cancelTo={linksHomeOf(about)}
          />
        )}
      </Loaded>
    </FormFrame>
  );
}

export default withQueries(LinkNewPage);
