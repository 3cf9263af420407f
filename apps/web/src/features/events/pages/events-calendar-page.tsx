import { DownloadOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { EVENT_CALENDAR_MAX } from '@congdoan/shared';
import viLocale from '@fullcalendar/core/locales/vi';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Alert, Button, Flex, Modal, Segmented, Select, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { type CSSProperties, useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ListPageCard } from '../../../components/list-page-card';
import { useFilterOrganizationName } from '../../../components/organization-filter';
import { OrganizationSelect } from '../../../components/organization-select';
import { CONFIRM_DEFAULTS } from '../../../components/row-actions';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { formatDateTime } from '../../../lib/format-date-time';
import { useCompactList } from '../../../lib/use-compact-list';
import { useFileDownload } from '../../../lib/use-file-download';
import { useToast } from '../../../lib/use-toast';
import { downloadCalendarIcs } from '../api/download-calendar-ics';
import { useCalendarEventTypes } from '../api/list-calendar-event-types';
import { useCalendarEvents } from '../api/list-calendar-events';
import { useRescheduleCalendarEvent } from '../api/reschedule-calendar-event';
import { createReschedule, eventTooltip, toCalendarEvents } from '../components/events-calendar-events';
import { EventsCalendarLegend } from '../components/events-calendar-legend';
import {
  CALENDAR_VIEW_LABELS,
  CALENDAR_VIEWS,
  type CalendarState,
  type CalendarView,
  calendarFeedParams,
  calendarTitle,
  calendarWindow,
  FULLCALENDAR_VIEWS,
  readCalendarState,
  showsToday,
  stepDate,
  writeCalendarState,
} from '../components/events-calendar-window';
import '../components/events-calendar.css';

/** Times in 24 hours ('08:00', '14:30'), on the time grid and on the events. */
const TIME_24 = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const ISO_DAY = 'YYYY-MM-DD';
const RESCHEDULED = 'Đã dời lịch sự kiện';
const ICS_FAILED = 'Không tải được lịch';

const viewOf = (fullCalendarView: string): CalendarView | undefined =>
  CALENDAR_VIEWS.find((view) => FULLCALENDAR_VIEWS[view] === fullCalendarView);

/** The calendar's state in the URL (view, day, filters), and a change to it. */
function useCalendarState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readCalendarState(params), [params]);
  const update = (change: Partial<CalendarState>, options?: { replace?: boolean }) =>
    setParams((prev) => writeCalendarState({ ...readCalendarState(prev), ...change }), options);
  return { state, update };
}

/**
 * /trade-union/events/calendar (issue P9 §2): the events the caller may read by month, week or day,
 * coloured by type; a click opens the event; an event the caller may change is dragged or resized to
 * new times (asked first, put back when refused). View, day, type and organiser live in the URL; the
 * feed is asked for the window shown, and the last window stays on screen while the next one comes.
 * FullCalendar loads with this page only (docs/decisions.md, "The events calendar: FullCalendar 6").
 */
export function EventsCalendarPage() {
  const { state, update } = useCalendarState();
  const feedParams = calendarFeedParams(state);
  const feed = useCalendarEvents(feedParams);
  const types = useCalendarEventTypes();
  const ability = useAppAbility();
  const mayUpdate = ability.can('update', 'event');
  const navigate = useNavigate();
  const toast = useToast();
  const { token } = theme.useToken();
  const [modal, modalHolder] = Modal.useModal();
  const reschedule = useRescheduleCalendarEvent();
  const calendarRef = useRef<FullCalendar>(null);
  const ics = useFileDownload(ICS_FAILED);
  const compact = useCompactList();

  const { name: organizationName, remember: rememberOrganization } = useFilterOrganizationName(
    state.organizationId,
  );

  const events = useMemo(() => toCalendarEvents(feed.data ?? [], { mayUpdate }), [feed.data, mayUpdate]);

  // The URL changed by someone else (back button, a link): the calendar follows. Deferred: FullCalendar
  // renders synchronously, which React refuses inside an effect.
  useEffect(() => {
    const timer = setTimeout(() => {
      const calendar = calendarRef.current?.getApi();
      if (!calendar) return;
      const wanted = FULLCALENDAR_VIEWS[state.view];
      const { start } = calendarWindow(state.view, state.date);
      if (calendar.view.type !== wanted) calendar.changeView(wanted, state.date);
      else if (!dayjs(calendar.view.activeStart).isSame(start, 'day')) calendar.gotoDate(state.date);
    });
    return () => clearTimeout(timer);
  }, [state.view, state.date]);

  const go = (change: Pick<CalendarState, 'view' | 'date'>) => update(change);

  const onMoved = createReschedule({
    confirm: (title, start, end) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          ...CONFIRM_DEFAULTS,
          title: 'Dời lịch sự kiện?',
          content: `Dời "${title}" sang ${formatDateTime(start.toISOString())} – ${formatDateTime(end.toISOString())}?`,
          okText: 'Dời lịch',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    save: (change) => reschedule.mutateAsync(change),
    saved: (title) => toast.success(RESCHEDULED, title),
    failed: (error) => toast.error(error),
  });

  const typeOptions = (types.data ?? []).map((t) => ({ value: t.id, label: t.ten }));
  const wrapperStyle = {
    '--fc-border-color': token.colorBorderSecondary,
    '--fc-page-bg-color': token.colorBgContainer,
    '--fc-neutral-bg-color': token.colorFillQuaternary,
    // a day's view is all today: no tint over the whole grid
    '--fc-today-bg-color': state.view === 'day' ? 'transparent' : token.colorPrimaryBg,
    '--fc-highlight-color': token.colorPrimaryBgHover,
    '--fc-now-indicator-color': token.colorError,
    '--events-text': token.colorText,
    '--events-text-secondary': token.colorTextSecondary,
    '--events-link': token.colorLink,
  } as CSSProperties;

  return (
    <ListPageCard
      title="Lịch sự kiện"
      extra={
        <>
          <Button
            icon={<DownloadOutlined />}
            loading={ics.busy}
            onClick={() => void ics.download(() => downloadCalendarIcs(feedParams))}
          >
            Tải lịch (.ics)
          </Button>
          {ability.can('create', 'event') && (
            <Link to={paths.events.create.getHref()}>
              <Button type="primary" icon={<PlusOutlined />}>
                Tạo sự kiện
              </Button>
            </Link>
          )}
        </>
      }
    >
      {modalHolder}
      <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <Flex gap={8} wrap align="center">
          <Button
            icon={<LeftOutlined />}
            aria-label="Trước"
            onClick={() => go({ view: state.view, date: stepDate(state.view, state.date, -1) })}
          />
          <Button
            icon={<RightOutlined />}
            aria-label="Sau"
            onClick={() => go({ view: state.view, date: stepDate(state.view, state.date, 1) })}
          />
          <Button
            disabled={showsToday(state.view, state.date)}
            onClick={() => go({ view: state.view, date: dayjs().format(ISO_DAY) })}
          >
            Hôm nay
          </Button>
          <Typography.Title level={4} style={{ margin: 0 }} aria-live="polite">
            {calendarTitle(state.view, state.date)}
          </Typography.Title>
        </Flex>
        <Segmented<CalendarView>
          aria-label="Chế độ xem"
          value={state.view}
          onChange={(view) => go({ view, date: state.date })}
          options={CALENDAR_VIEWS.map((view) => ({ value: view, label: CALENDAR_VIEW_LABELS[view] }))}
        />
      </Flex>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Select<number>
          allowClear
          aria-label="Lọc theo loại sự kiện"
          placeholder="Loại sự kiện"
          value={state.loaiSuKienId}
          loading={types.isFetching}
          options={typeOptions}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(loaiSuKienId) => update({ loaiSuKienId: loaiSuKienId ?? undefined })}
          style={{ width: 220, maxWidth: '100%' }}
        />
        <OrganizationSelect
          aria-label="Lọc theo đơn vị tổ chức"
          placeholder="Đơn vị tổ chức"
          value={state.organizationId ?? null}
          selectedName={organizationName}
          onChange={(organizationId, option) => {
            rememberOrganization(option);
            update({ organizationId: organizationId ?? undefined });
          }}
          style={{ width: 300, maxWidth: '100%' }}
        />
        <Button onClick={() => update({ loaiSuKienId: undefined, organizationId: undefined })}>
          Đặt lại
        </Button>
      </Flex>
      <EventsCalendarLegend types={types.data ?? []} />
      {feed.error && <Alert type="error" showIcon title={feed.error.message} style={{ marginBottom: 12 }} />}
      {(feed.data?.length ?? 0) >= EVENT_CALENDAR_MAX && (
        <Alert
          type="warning"
          showIcon
          title={`Chỉ hiển thị ${EVENT_CALENDAR_MAX} sự kiện đầu tiên: hãy lọc theo loại hoặc đơn vị`}
          style={{ marginBottom: 12 }}
        />
      )}
      <div
        className={
          compact && state.view === 'month' ? 'events-calendar events-calendar-narrow' : 'events-calendar'
        }
        style={wrapperStyle}
        aria-busy={feed.isFetching}
      >
        <FullCalendar
          ref={calendarRef}
          plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
          locale={viLocale}
          firstDay={1}
          initialView={FULLCALENDAR_VIEWS[state.view]}
          initialDate={state.date}
          headerToolbar={false}
          height={state.view === 'month' ? 'auto' : 720}
          allDaySlot={false}
          scrollTime="07:00:00"
          // every event as a bar of its type's colour (FullCalendar draws a timed one as a dot and text)
          eventDisplay="block"
          // a phone's month has no room for the time, nor for 'Thứ 2' above a column: 'T2'
          displayEventTime={!(compact && state.view === 'month')}
          dayHeaderFormat={compact && state.view === 'month' ? { weekday: 'narrow' } : undefined}
          dayMaxEvents={4}
          nowIndicator
          navLinks
          // what FullCalendar's Vietnamese locale leaves in English (texts and screen-reader hints)
          moreLinkText={(count) => `+${count} sự kiện`}
          moreLinkHint={(count) => `Xem thêm ${count} sự kiện`}
          navLinkHint="Xem ngày $0"
          closeHint="Đóng"
          timeHint="Thời gian"
          eventHint="Sự kiện"
          slotLabelFormat={TIME_24}
          eventTimeFormat={TIME_24}
          events={events}
          // the window FullCalendar shows (after a click on a day's number, say) is the URL's
          datesSet={(shown) => {
            const view = viewOf(shown.view.type);
            if (!view) return;
            const date = dayjs(shown.view.currentStart).format(ISO_DAY);
            const { start } = calendarWindow(state.view, state.date);
            if (view !== state.view || !dayjs(shown.view.activeStart).isSame(start, 'day')) {
              update({ view, date });
            }
          }}
          eventClick={(click) => {
            click.jsEvent.preventDefault();
            navigate(paths.events.detail.getHref(Number(click.event.id)));
          }}
          eventDidMount={({ el, event }) => {
            const item = event.extendedProps.item;
            if (item) el.setAttribute('title', eventTooltip(item));
          }}
          // FullCalendar's markup, mended for screen readers (axe): its 'more' link says it expands
          // without being a button, and a day named by its number alone holds events' text too
          moreLinkDidMount={({ el }) => el.setAttribute('role', 'button')}
          dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
          eventDrop={(drop) => void onMoved(drop)}
          eventResize={(resize) => void onMoved(resize)}
        />
      </div>
    </ListPageCard>
  );
}
