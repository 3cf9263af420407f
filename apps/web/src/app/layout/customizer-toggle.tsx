import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';

/**
 * The gear that opens the customizer, a button of the top bar (docs/requirements.md, "Top bar"); with the navbar
 * hidden it sits in the page heading. In the flow of the page, it never covers a card's edge as a tab fixed to the
 * page edge did.
 */
export function CustomizerToggle({ onClick, color }: { onClick: () => void; color?: string }) {
  return (
    <Tooltip title="Tùy chỉnh giao diện">
      <Button
        type="text"
        aria-label="Tùy chỉnh giao diện"
        icon={<SettingOutlined />}
        onClick={onClick}
        style={{ color }}
      />
    </Tooltip>
  );
}
