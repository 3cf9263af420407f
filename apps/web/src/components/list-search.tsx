import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_TEXT_MAX } from '@congdoan/shared';
import { Input } from 'antd';
import type { CSSProperties } from 'react';
import type { SearchBox } from '../lib/use-url-filters';

interface ListSearchProps extends SearchBox {
  placeholder: string;
  'aria-label': string;
  style?: CSSProperties;
}

/**
 * A list's search box: it searches a moment after typing stops, at once on Enter. It takes no more
 * than the API reads, so a long paste is cut here rather than refused by the list's schema.
 */
export function ListSearch({ value, onChange, onSubmit, ...rest }: ListSearchProps) {
  return (
    <Input
      {...rest}
      allowClear
      maxLength={SEARCH_TEXT_MAX}
      prefix={<SearchOutlined />}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onPressEnter={(event) => onSubmit(event.currentTarget.value)}
    />
  );
}
