import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  EVENT_AUDIENCE_MAX,
  EVENT_NAME_MAX,
  EVENT_NOTE_MAX,
  EVENT_TEXT_MAX,
  type EventDetail,
  type EventItem,
  eventCreateBody,
} from '@congdoan/shared';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Progress,
  Row,
  Skeleton,
  Switch,
  Tag,
} from 'antd';
import { lazy, Suspense, useState } from 'react';
import { DateTimeField } from '../../../components/date-field';
import { ListMultiSelect } from '../../../components/list-select';
import { OrganizationSelect } from '../../../components/organization-select';
import { PageForm, showFieldProblems } from '../../../components/page-form';
import { useRoleChoices } from '../../../components/role-select';
import { rulesFrom } from '../../../lib/form-rules';
import { useSessionUser } from '../../../lib/use-session-user';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { AttachmentPicker } from './attachment-picker';
import { EventFilesList } from './event-files-list';
import {
  type EventFormValues,
  eventChanges,
  eventFormValues,
  newEventBody,
  newEventValues,
  newFiles,
  serverFieldProblems,
} from './event-form-values';
import { EventTypeSelect } from './event-type-select';

const rules = rulesFrom(eventCreateBody);

// The editor (TipTap, ProseMirror: most of this page's code) arrives after the form is drawn.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** The content's editor, with a box of its size while its code loads; the form item's value passes through. */
function ContentEditor(props: {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  disabled: boolean;
}) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 220 }} />}>
      <RichTextEditor aria-label="Nội dung sự kiện" {...props} />
    </Suspense>
  );
}

interface EventFormProps {
  /** The event being edited; absent to create one. */
  event?: EventDetail | undefined;
  /** Saved: `changed` false when an edit had nothing to send. */
  onSaved: (saved: Pick<EventItem, 'id'>, changed: boolean) => void;
  onCancel: () => void;
}

/**
 * Create or edit an event: what and when, the organiser and the audience, registration, the
 * content and the attachments. An edit sends only what changed; new files go with it.
 */
export function EventForm({ event, onSaved, onCancel }: EventFormProps) {
  const [form] = Form.useForm<EventFormValues>();
  const user = useSessionUser();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const roles = useRoleChoices();
  const editing = event !== undefined;
  // What the edit is compared with: the event as the form first showed it.
  const [initial] = useState<EventFormValues>(() => (event ? eventFormValues(event) : newEventValues(user)));
  const [percent, setPercent] = useState<number | null>(null);
  const save = editing ? update : create;
  const saving = save.isPending;

  const showProblems = (error: unknown) => showFieldProblems(form, serverFieldProblems(error));

  const onFinish = (values: EventFormValues) => {
    const files = newFiles(values);
    setPercent(files.length ? 0 : null);
    const done = { onError: showProblems, onSettled: () => setPercent(null) };
    if (event) {
      const changes = eventChanges(values, initial);
      if (Object.keys(changes).length === 0 && files.length === 0) {
        onSaved(event, false);
        return;
      }
      update.mutate(
        { id: event.id, changes, files, onProgress: setPercent },
        { ...done, onSuccess: () => onSaved(event, true) },
      );
    } else {
      create.mutate(
        { body: newEventBody(values), files, onProgress: setPercent },
        { ...done, onSuccess: (saved) => onSaved(saved, true) },
      );
    }
  };

  const third = { xs: 24, md: 12, lg: 8 };
  const half = { xs: 24, md: 12 };
  return (
    <PageForm<EventFormValues>
      form={form}
      initialValues={initial}
      onFinish={onFinish}
      saving={saving}
      error={save.error}
      submitText={editing ? 'Lưu thay đổi' : 'Tạo sự kiện'}
      onCancel={onCancel}
    >
      <Card title="Thông tin sự kiện">
        <Row gutter={16}>
          <Col xs={24} lg={16}>
            <Form.Item name="tenSuKien" label="Tên sự kiện" rules={rules('tenSuKien')}>
              <Input maxLength={EVENT_NAME_MAX} autoComplete="off" placeholder="Ví dụ: Hội nghị đại biểu" />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="loaiSuKienId" label="Loại sự kiện" rules={rules('loaiSuKienId')}>
              <EventTypeSelect selectedName={event?.loaiSuKien?.ten} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="thoiGianBatDau" label="Bắt đầu" rules={rules('thoiGianBatDau')}>
              <DateTimeField />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item
              name="thoiGianKetThuc"
              label="Kết thúc"
              rules={rules('thoiGianKetThuc')}
              dependencies={['thoiGianBatDau']}
            >
              <DateTimeField />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item
              name="soLuongThamGiaDuKien"
              label="Số lượng tham gia dự kiến"
              rules={rules('soLuongThamGiaDuKien')}
            >
              {/* No min/max: the input would clamp silently; the shared rule says what is wrong. */}
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="diaDiem" label="Địa điểm" rules={rules('diaDiem')}>
              <Input maxLength={EVENT_TEXT_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="organizationId"
              label="Đơn vị tổ chức"
              rules={rules('organizationId')}
              extra={editing ? undefined : 'Để trống: đơn vị của bạn'}
            >
              <OrganizationSelect
                placeholder="Tìm đơn vị tổ chức"
                selectedName={event ? event.organization?.name : user?.organizationName}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="Đối tượng tham gia">
        <Row gutter={16}>
          <Col xs={24}>
            <Form.Item name="doiTuong" label="Đối tượng (mô tả)" rules={rules('doiTuong')}>
              <Input
                maxLength={EVENT_TEXT_MAX}
                autoComplete="off"
                placeholder="Ví dụ: Toàn thể đoàn viên công đoàn cơ sở"
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={14}>
            <AudienceUnits />
          </Col>
          <Col xs={24} lg={10}>
            {roles.roles.length > 0 ? (
              <Form.Item
                name="doiTuongVaiTroIds"
                label="Vai trò tham gia"
                rules={rules('doiTuongVaiTroIds')}
                extra="Không chọn: mọi vai trò"
              >
                <AudienceRoleSelect known={event?.doiTuongVaiTro ?? []} />
              </Form.Item>
            ) : (
              event &&
              event.doiTuongVaiTro.length > 0 && (
                <Form.Item label="Vai trò tham gia">
                  <Flex gap={4} wrap>
                    {event.doiTuongVaiTro.map((r) => (
                      <Tag key={r.id}>{r.name}</Tag>
                    ))}
                  </Flex>
                </Form.Item>
              )
            )}
          </Col>
        </Row>
      </Card>

      <Card title="Đăng ký tham gia">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="moDangKy" label="Mở đăng ký" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Form.Item noStyle dependencies={['moDangKy']}>
            {({ getFieldValue }) =>
              getFieldValue('moDangKy') ? (
                <>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name="hanDangKy"
                      label="Hạn đăng ký"
                      rules={rules('hanDangKy')}
                      dependencies={['thoiGianKetThuc']}
                      extra="Để trống: đến khi sự kiện kết thúc"
                    >
                      <DateTimeField />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name="soLuongToiDa"
                      label="Số chỗ tối đa"
                      rules={rules('soLuongToiDa')}
                      extra="Để trống: không giới hạn; khi đủ chỗ, người đăng ký sau vào danh sách chờ"
                    >
                      <InputNumber precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                </>
              ) : null
            }
          </Form.Item>
        </Row>
      </Card>

      <Card title="Nội dung">
        <Form.Item name="noiDungSuKien" label="Nội dung sự kiện" rules={rules('noiDungSuKien')}>
          <ContentEditor disabled={saving} />
        </Form.Item>
        <Form.Item name="ghiChu" label="Ghi chú" rules={rules('ghiChu')} style={{ marginBottom: 0 }}>
          <Input.TextArea rows={3} maxLength={EVENT_NOTE_MAX} showCount />
        </Form.Item>
      </Card>

      <Card title="Tệp đính kèm">
        {event && event.files.length > 0 && (
          <div style={{ marginBottom: 16 }}>
            <EventFilesList event={event} />
          </div>
        )}
        <Form.Item name="files" label={event ? 'Thêm tệp' : 'Chọn tệp'} style={{ marginBottom: 0 }}>
          <AttachmentPicker existing={event?.files.length ?? 0} disabled={saving} />
        </Form.Item>
        {percent !== null && (
          <Progress
            percent={percent}
            size="small"
            aria-label="Tiến độ tải tệp lên"
            style={{ marginTop: 8 }}
          />
        )}
      </Card>
    </PageForm>
  );
}

/** The organisations the event is for, each with or without the units under it. */
function AudienceUnits() {
  return (
    <Form.List name="doiTuongDonVi">
      {(rows, { add, remove }) => (
        <Form.Item
          label="Đơn vị tham gia"
          extra={rows.length === 0 ? 'Không chọn: toàn bộ đơn vị tổ chức' : undefined}
          style={{ marginBottom: 16 }}
        >
          <Flex vertical gap={8}>
            {rows.map((row, index) => (
              <Flex key={row.key} gap={8} align="start" wrap>
                <Form.Item
                  name={[row.name, 'organizationId']}
                  rules={[{ required: true, message: 'Vui lòng chọn đơn vị' }]}
                  style={{ flex: '1 1 240px', marginBottom: 0 }}
                >
                  <AudienceUnitSelect index={index} name={row.name} />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'baoGomCapDuoi']}
                  valuePropName="checked"
                  style={{ marginBottom: 0 }}
                >
                  <Checkbox>Bao gồm cấp dưới</Checkbox>
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Bỏ đơn vị thứ ${index + 1}`}
                  onClick={() => remove(row.name)}
                />
              </Flex>
            ))}
            {rows.length < EVENT_AUDIENCE_MAX && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ baoGomCapDuoi: true })}
                style={{ alignSelf: 'flex-start' }}
              >
                Thêm đơn vị
              </Button>
            )}
          </Flex>
        </Form.Item>
      )}
    </Form.List>
  );
}

/** One audience unit's organisation: its stored name shows until another is chosen. */
function AudienceUnitSelect({
  index,
  name,
  value,
  onChange,
}: {
  index: number;
  name: number;
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  const form = Form.useFormInstance<EventFormValues>();
  // the name is no field of its own: watched in the store, where the row keeps it
  const known = Form.useWatch(['doiTuongDonVi', name, 'name'], { form, preserve: true }) as
    | string
    | undefined;
  return (
    <OrganizationSelect
      aria-label={`Đơn vị tham gia thứ ${index + 1}`}
      placeholder="Tìm đơn vị"
      value={value ?? null}
      selectedName={known}
      onChange={(next, option) => {
        form.setFieldValue(['doiTuongDonVi', name, 'name'], option?.label);
        onChange?.(next);
      }}
      style={{ width: '100%' }}
    />
  );
}

/** The roles the event is for: those the caller can name, and the event's own even when they cannot. */
function AudienceRoleSelect({
  known,
  ...props
}: {
  known: readonly { id: number; name: string }[];
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
}) {
  const { roles, isFetching, isError } = useRoleChoices();
  const options = [...roles, ...known.filter((k) => !roles.some((r) => r.id === k.id))].map((r) => ({
    value: r.id,
    label: r.name,
  }));
  return (
    <ListMultiSelect
      placeholder="Chọn vai trò"
      {...props}
      options={options}
      isFetching={isFetching}
      isError={isError}
    />
  );
}
