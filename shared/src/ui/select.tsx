import './antd-css/select.css';

export type { SelectProps } from 'antd/es/select';
export { default as Select } from 'antd/es/select';
