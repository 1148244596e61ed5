import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isChangeState } from '../../kit/changeState';
import { useChangeTitle } from '../../i18n/changeTitle';
import { StatusLabel } from '../../ui';
import { workRequestPath } from './paths';

/**
 * The change that led here: done, with its work request ("Created product license … · View work
 * request"), or saved on the device to be sent when the network is back.
 */
export function ChangeNotice() {
  const { t } = useTranslation('licenses');
  const titleOf = useChangeTitle();
  const state: unknown = useLocation().state;
  if (!isChangeState(state)) return null;
  const { workRequestId, queued } = state.change;
  // The history's state is the page's to keep: its title is checked again when worded.
  const summary = titleOf({ title: state.change.title, summary: state.change.summary, operation: '' });
  if (queued === true)
    return (
      <p role="status" className="details-toolbar">
        <StatusLabel status="info">{t('mutation.keptOffline')}</StatusLabel>
        <span>{summary}</span>
        <span>{t('mutation.sentLater')}</span>
      </p>
    );
  return (
    <p role="status" className="details-toolbar">
      <StatusLabel status="success">{t('mutation.done')}</StatusLabel>
      <span>{summary}</span>
      {workRequestId !== undefined ? (
        <Link to={workRequestPath(workRequestId)}>{t('mutation.viewWorkRequest')}</Link>
      ) : null}
    </p>
  );
}
