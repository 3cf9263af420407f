import { Card } from 'antd';
import { ComingSoonPanel } from '../../components/coming-soon-panel';
import { useCurrentRoute } from '../routes/current-route';

/** The one page shown by every route of a later issue: it names the page it stands for. */
export function PlannedPage() {
  const route = useCurrentRoute();
  return (
    <Card>
      <ComingSoonPanel pageTitle={route?.title} />
    </Card>
  );
}
