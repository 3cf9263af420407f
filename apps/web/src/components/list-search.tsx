import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { CSSProperties } from 'react';
import type { SearchBox } from '../lib/use-url-filters';

interface ListSearchProps extends SearchBox {
  placeholder: string;
  'aria-label': string;
  style?: CSSProperties;
}

/** A list's search box: it searches a moment after typing stops, at once on Enter. */
export function ListSearch({ value, onChange, onSubmit, ...rest }: ListSearchProps) {
  return (
    <Input
      {...rest}
      allowClear
      prefix={<SearchOutlined />}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onPressEnter={(event) => onSubmit(event.currentTarget.value)}
    />
  );
}
