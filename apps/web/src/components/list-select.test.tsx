import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page';
import { IndustrialZonesSelect } from './industrial-zone-select';
import { ListSelect } from './list-select';
import { OrganizationCodeSelect } from './organization-select';
import { WardSelect } from './ward-select';

const positions = [
  { value: 1, label: 'Chủ tịch' },
  { value: 2, label: 'Phó Chủ tịch' },
];
const picker = (value: number, selectedName?: string, options = positions) =>
  renderToString(
    <ListSelect
      value={value}
      selectedName={selectedName}
      options={options}
      isFetching={false}
      isError={false}
    />,
  );
/** The text of the chosen item as the closed select shows it. */
const chosen = (html: string) => /ant-select-content-has-value"[^>]*title="([^"]*)"/.exec(html)?.[1];

describe('a list picker', () => {
  it('names its value from the loaded list', () => {
    expect(chosen(picker(2))).toBe('Phó Chủ tịch');
    expect(chosen(picker(2, 'Tên cũ'))).toBe('Phó Chủ tịch');
  });

  it('names a value the loaded list does not hold by the name it was given', () => {
    expect(chosen(picker(9, 'Ủy viên Ban Chấp hành'))).toBe('Ủy viên Ban Chấp hành');
    expect(chosen(picker(9, 'Ủy viên Ban Chấp hành', []))).toBe('Ủy viên Ban Chấp hành');
  });
});

/** Whether the picker shows that its list is on its way (antd's loading suffix). */
const loading = (html: string) => html.includes('ant-select-suffix-loading');

describe("a picker's list", () => {
  it('is not asked for while nothing is chosen and the picker is not used (a filter bar at first load)', () => {
    expect(loading(renderPage(<WardSelect />))).toBe(false);
    expect(loading(renderPage(<IndustrialZonesSelect value={[]} />))).toBe(false);
    expect(loading(renderPage(<OrganizationCodeSelect />))).toBe(false);
  });

  it('is asked for at once when a chosen value can only be named from it', () => {
    expect(loading(renderPage(<WardSelect value={3} />))).toBe(true);
    expect(loading(renderPage(<IndustrialZonesSelect value={[2]} />))).toBe(true);
    expect(loading(renderPage(<OrganizationCodeSelect value={7} />))).toBe(true);
  });

  it('is not asked for when the chosen value comes with its name', () => {
    expect(loading(renderPage(<WardSelect value={3} selectedName="Phường Bắc Giang" />))).toBe(false);
    expect(loading(renderPage(<OrganizationCodeSelect value={7} selectedName="CĐCS Công ty A" />))).toBe(
      false,
    );
  });
});
