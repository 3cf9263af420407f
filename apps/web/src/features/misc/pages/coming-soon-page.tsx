import { Flex } from 'antd';
import { ComingSoonPanel } from '../../../components/coming-soon-panel';

export function ComingSoonPage() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <ComingSoonPanel />
    </Flex>
  );
}
