import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Flex, Popover, Typography } from 'antd';
import { type ColumnChoices, choicesWith, isShown, type OptionalColumn } from '../lib/column-visibility';

interface ColumnChooserProps {
  standard: readonly OptionalColumn[];
  /** The list's custom fields, in their own group (organisations). */
  custom?: readonly OptionalColumn[] | undefined;
  choices: ColumnChoices;
  onChange: (choices: ColumnChoices) => void;
}

/**
 * 'Cột hiển thị': ticks for the optional columns, custom fields in their own group. A phone shows
 * rows as cards, without columns to choose: its list page leaves the button out.
 */
export function ColumnChooser({ standard, custom, choices, onChange }: ColumnChooserProps) {
  const all = [...standard, ...(custom ?? [])];
  const shown = all.filter((c) => isShown(c, choices)).map((c) => c.key);
  const set = (keys: string[]) => onChange(choicesWith(all, choices, keys));
  const group = (columns: readonly OptionalColumn[]) => (
    <Checkbox.Group
      value={shown}
      onChange={(keys) =>
        set([...shown.filter((k) => !columns.some((c) => c.key === k)), ...(keys as string[])])
      }
    >
      <Flex vertical gap={6}>
        {columns.map((c) => (
          <Checkbox key={c.key} value={c.key}>
            {c.label}
          </Checkbox>
        ))}
      </Flex>
    </Checkbox.Group>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title="Cột hiển thị"
      content={
        <div style={{ maxHeight: 420, overflowY: 'auto', minWidth: 240 }}>
          {group(standard)}
          {custom && (
            <>
              <Divider style={{ margin: '12px 0 8px' }} />
              <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
                Trường tùy chỉnh
              </Typography.Text>
              {custom.length ? (
                group(custom)
              ) : (
                <Typography.Text type="secondary">Chưa có trường nào</Typography.Text>
              )}
            </>
          )}
          <Divider style={{ margin: '12px 0 8px' }} />
          <Button size="small" type="link" style={{ padding: 0 }} onClick={() => onChange({})}>
            Khôi phục mặc định
          </Button>
        </div>
      }
    >
      <Button icon={<SettingOutlined />}>Cột hiển thị</Button>
    </Popover>
  );
}
