import { Flex, Typography, theme } from 'antd';
import './events.css';

/** The colours offered at once (antd's palette), each with the name a screen reader says. */
export const PRESET_COLORS: readonly { hex: string; name: string }[] = [
  { hex: '#1677ff', name: 'Xanh dương' },
  { hex: '#13c2c2', name: 'Xanh ngọc' },
  { hex: '#52c41a', name: 'Xanh lá' },
  { hex: '#faad14', name: 'Vàng' },
  { hex: '#fa8c16', name: 'Cam' },
  { hex: '#f5222d', name: 'Đỏ' },
  { hex: '#eb2f96', name: 'Hồng' },
  { hex: '#722ed1', name: 'Tím' },
  { hex: '#2f54eb', name: 'Chàm' },
  { hex: '#8c8c8c', name: 'Xám' },
];

interface ColorFieldProps {
  id?: string;
  /** '#rrggbb'. */
  value?: string;
  onChange?: (hex: string) => void;
  disabled?: boolean;
}

/**
 * A calendar colour: one of the palette's swatches, or any other through the browser's own colour
 * input. Plain elements rather than antd's ColorPicker, whose code would be shared with the pages
 * of the first load and grow it (docs/architecture.md, "Delivery and caching").
 */
export function ColorField({ id, value = '#1677ff', onChange, disabled }: ColorFieldProps) {
  const { token } = theme.useToken();
  const hex = value.toLowerCase();
  return (
    <Flex gap={12} align="center" wrap style={{ ['--color-field-ring' as string]: token.colorPrimary }}>
      <Flex gap={6} wrap role="group" aria-label="Màu gợi ý">
        {PRESET_COLORS.map((color) => (
          <button
            key={color.hex}
            type="button"
            aria-pressed={hex === color.hex}
            aria-label={color.name}
            title={color.name}
            className="color-swatch"
            style={{ background: color.hex }}
            disabled={disabled}
            onClick={() => onChange?.(color.hex)}
          />
        ))}
      </Flex>
      <Flex gap={6} align="center">
        <input
          id={id}
          type="color"
          className="color-field-native"
          aria-label="Chọn màu khác"
          value={hex}
          disabled={disabled}
          onChange={(e) => onChange?.(e.target.value.toLowerCase())}
        />
        <Typography.Text code>{hex}</Typography.Text>
      </Flex>
    </Flex>
  );
}
