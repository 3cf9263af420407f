import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';

/** The gear tab on the page edge that opens the customizer. */
export function CustomizerToggle({ onClick, rtl }: { onClick: () => void; rtl: boolean }) {
  return (
    <Tooltip title="Tùy chỉnh giao diện" placement={rtl ? 'right' : 'left'}>
      <Button
        type="primary"
        aria-label="Tùy chỉnh giao diện"
        icon={<SettingOutlined />}
        onClick={onClick}
        style={{
          position: 'fixed',
          top: '45%',
          [rtl ? 'left' : 'right']: 0,
          zIndex: 1000,
          borderRadius: rtl ? '0 6px 6px 0' : '6px 0 0 6px',
          height: 38,
          width: 38,
        }}
      />
    </Tooltip>
  );
}
