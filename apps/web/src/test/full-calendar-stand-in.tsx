/**
 * What the tests get for `@fullcalendar/react` (an alias in vitest.config.ts). FullCalendar draws
 * itself in the browser only, after mounting, so markup rendered in node would hold an empty box:
 * in its place this renders the options and events the page hands the calendar, so that a test
 * reads what the page asks of it. An alias rather than `vi.mock`: the test files share one module
 * graph, in which a module replaced by one file would be the real one for another.
 */
export default function FullCalendarStandIn(props: {
  events: { id: string; title: string; backgroundColor: string; classNames: string[]; editable: boolean }[];
  initialView: string;
  initialDate: string;
  firstDay: number;
  locale: { code: string };
  eventTimeFormat: { hour12: boolean };
}) {
  return (
    <div
      data-calendar={props.initialView}
      data-date={props.initialDate}
      data-first-day={props.firstDay}
      data-locale={props.locale.code}
      data-hour12={String(props.eventTimeFormat.hour12)}
    >
      {props.events.map((e) => (
        <a
          key={e.id}
          href={`#${e.id}`}
          className={e.classNames.join(' ')}
          data-editable={String(e.editable)}
          style={{ background: e.backgroundColor }}
        >
          {e.title}
        </a>
      ))}
    </div>
  );
}
