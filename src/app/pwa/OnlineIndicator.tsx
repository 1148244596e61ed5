import { StatusLabel } from '../ui/StatusLabel';
import { usePwaStrings } from './PwaStringsProvider';
import { useOnline } from './useOnline';
import './pwa.css';

/**
 * "Online", or "Offline — showing saved data"; a status region, so the change is announced.
 * Online is a state that lasts, so it wears the live dot, not the tick of a finished success.
 */
export function OnlineIndicator() {
  const strings = usePwaStrings();
  const online = useOnline();
  return (
    <span className="pwa-online" role="status" data-testid="online-status" data-online={online}>
      <StatusLabel status={online ? 'active' : 'warning'}>
        {online ? strings.online : strings.offline}
      </StatusLabel>
    </span>
  );
}
