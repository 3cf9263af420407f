import { SettingOutlined } from '@ant-design/icons';
import type { AssistantSettings } from '@congdoan/shared';
import { Button, Flex, Popover, Segmented, Switch, Typography } from 'antd';
import { useToast } from '../../../lib/use-toast';
import { useSaveAssistantSettings } from '../api/settings';

function Row({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <Flex justify="space-between" align="center" gap={16}>
      <div>
        <Typography.Text id={id}>{label}</Typography.Text>
        {hint && (
          <div>
            <Typography.Text type="secondary">{hint}</Typography.Text>
          </div>
        )}
      </div>
      {children}
    </Flex>
  );
}

/** «Cài đặt trò chuyện»: keep conversations, a sound on each answer, the chat's light or dark colours. */
export function ChatSettings({
  settings,
  compact = false,
}: {
  settings: AssistantSettings;
  compact?: boolean;
}) {
  const save = useSaveAssistantSettings();
  const toast = useToast();
  const change = (patch: Partial<AssistantSettings>) =>
    save.mutate(patch, { onError: (error) => toast.failed('Lưu cài đặt thất bại', error) });
  const content = (
    <Flex vertical gap={16} style={{ width: 300, maxWidth: '80vw' }}>
      <Row id="assistant-autosave" label="Lưu cuộc trò chuyện" hint="Tắt: câu hỏi mới không được lưu lại.">
        <Switch
          aria-labelledby="assistant-autosave"
          checked={settings.autoSave}
          onChange={(autoSave) => change({ autoSave })}
        />
      </Row>
      <Row id="assistant-sound" label="Âm báo khi có câu trả lời">
        <Switch
          aria-labelledby="assistant-sound"
          checked={settings.sound}
          onChange={(sound) => change({ sound })}
        />
      </Row>
      <Row id="assistant-theme" label="Giao diện khung trò chuyện">
        <Segmented<AssistantSettings['theme']>
          aria-labelledby="assistant-theme"
          value={settings.theme}
          onChange={(theme) => change({ theme })}
          options={[
            { value: 'light', label: 'Sáng' },
            { value: 'dark', label: 'Tối' },
          ]}
        />
      </Row>
    </Flex>
  );
  return (
    <Popover content={content} title="Cài đặt trò chuyện" trigger="click" placement="bottomRight">
      {compact ? (
        <Button icon={<SettingOutlined />} aria-label="Cài đặt trò chuyện" title="Cài đặt trò chuyện" />
      ) : (
        <Button icon={<SettingOutlined />}>Cài đặt trò chuyện</Button>
      )}
    </Popover>
  );
}
