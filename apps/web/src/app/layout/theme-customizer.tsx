import { CheckOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Flex, Radio, Switch, Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import {
  type ContentWidth,
  type FooterType,
  type MenuLayout,
  NAVBAR_COLOR_VALUES,
  NAVBAR_COLORS,
  type NavbarColor,
  type NavbarType,
  type Skin,
} from './layout-settings';
import { useLayoutSettings } from './layout-settings-context';

const SKIN_LABELS: Record<Skin, string> = {
  light: 'Sáng',
  bordered: 'Viền',
  dark: 'Tối',
  'semi-dark': 'Nửa tối',
};
const WIDTH_LABELS: Record<ContentWidth, string> = { full: 'Toàn màn hình', boxed: 'Đóng khung' };
const MENU_LAYOUT_LABELS: Record<MenuLayout, string> = { vertical: 'Dọc', horizontal: 'Ngang' };
const NAVBAR_TYPE_LABELS: Record<NavbarType, string> = {
  floating: 'Nổi',
  sticky: 'Cố định',
  static: 'Tĩnh',
  hidden: 'Ẩn',
};
const FOOTER_TYPE_LABELS: Record<FooterType, string> = { static: 'Tĩnh', sticky: 'Cố định', hidden: 'Ẩn' };
const NAVBAR_COLOR_LABELS: Record<NavbarColor, string> = {
  default: 'Mặc định',
  primary: 'Xanh dương',
  success: 'Xanh lá',
  danger: 'Đỏ',
  warning: 'Cam',
  info: 'Xanh ngọc',
  dark: 'Đen',
};

function options<T extends string>(labels: Record<T, string>) {
  return (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap={8} style={{ marginBottom: 20 }}>
      <Typography.Text strong>{title}</Typography.Text>
      {children}
    </Flex>
  );
}

function SwitchRow({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
      <Typography.Text>{label}</Typography.Text>
      <Switch checked={checked} onChange={onChange} disabled={disabled} aria-label={label} />
    </Flex>
  );
}

/**
 * Theme customizer (docs/requirements.md, "Layout preferences"): every option applies at once and is saved locally. Loaded on the
 * first click of its gear button.
 */
export function ThemeCustomizer({
  open,
  onClose,
  narrow,
}: {
  open: boolean;
  onClose: () => void;
  narrow: boolean;
}) {
  const { settings, update, reset } = useLayoutSettings();
  const { token } = theme.useToken();
  return (
    <Drawer
      title="Tùy chỉnh giao diện"
      open={open}
      onClose={onClose}
      size={360}
      placement={settings.rtl ? 'left' : 'right'}
      footer={
        <Button block onClick={reset}>
          Khôi phục mặc định
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        Tùy chỉnh và xem trước giao diện theo thời gian thực.
      </Typography.Paragraph>

      <Divider titlePlacement="start">Chủ đề</Divider>
      <Section title="Giao diện">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={settings.skin}
          onChange={(e) => update({ skin: e.target.value })}
          options={options(SKIN_LABELS)}
        />
      </Section>
      <Section title="Độ rộng nội dung">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={settings.contentWidth}
          onChange={(e) => update({ contentWidth: e.target.value })}
          options={options(WIDTH_LABELS)}
        />
      </Section>
      <SwitchRow
        label="Bố cục từ phải sang trái (RTL)"
        checked={settings.rtl}
        onChange={(rtl) => update({ rtl })}
      />

      <Divider titlePlacement="start">Menu</Divider>
      <Section title="Kiểu menu">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={settings.menuLayout}
          onChange={(e) => update({ menuLayout: e.target.value })}
          options={options(MENU_LAYOUT_LABELS)}
          disabled={narrow}
        />
        {narrow && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Màn hình hẹp luôn dùng menu dọc dạng trượt.
          </Typography.Text>
        )}
      </Section>
      <SwitchRow
        label="Thu gọn menu"
        checked={settings.menuCollapsed}
        onChange={(menuCollapsed) => update({ menuCollapsed })}
        disabled={settings.menuLayout === 'horizontal' || settings.menuHidden}
      />
      <SwitchRow
        label="Ẩn menu"
        checked={settings.menuHidden}
        onChange={(menuHidden) => update({ menuHidden })}
      />

      <Divider titlePlacement="start">Thanh điều hướng</Divider>
      <Section title="Màu thanh điều hướng">
        <Flex gap={8} wrap>
          {NAVBAR_COLORS.map((color) => {
            const value = NAVBAR_COLOR_VALUES[color];
            const selected = settings.navbarColor === color;
            return (
              <Tooltip key={color} title={NAVBAR_COLOR_LABELS[color]}>
                <button
                  type="button"
                  aria-label={`Màu ${NAVBAR_COLOR_LABELS[color]}`}
                  aria-pressed={selected}
                  onClick={() => update({ navbarColor: color })}
                  style={{
                    width: 32,
                    height: 32,
                    borderRadius: 6,
                    cursor: 'pointer',
                    // a swatch's edge at 3:1 at least, so the 'default' one is seen (WCAG 1.4.11)
                    border: selected
                      ? `2px solid ${token.colorPrimaryText}`
                      : `1px solid ${token.colorTextTertiary}`,
                    background: value ?? 'transparent',
                    color: value ? '#fff' : token.colorPrimaryText,
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                  }}
                >
                  {selected && <CheckOutlined />}
                </button>
              </Tooltip>
            );
          })}
        </Flex>
      </Section>
      <Section title="Kiểu thanh điều hướng">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={settings.navbarType}
          onChange={(e) => update({ navbarType: e.target.value })}
          options={options(NAVBAR_TYPE_LABELS)}
        />
      </Section>

      <Divider titlePlacement="start">Chân trang</Divider>
      <Section title="Kiểu chân trang">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={settings.footerType}
          onChange={(e) => update({ footerType: e.target.value })}
          options={options(FOOTER_TYPE_LABELS)}
        />
      </Section>
    </Drawer>
  );
}
