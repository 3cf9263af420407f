import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListSelect } from './list-select';

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
