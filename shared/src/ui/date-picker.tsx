import './antd-css/date-picker.css';

export type { DatePickerProps } from 'antd/es/date-picker';
export { default as DatePicker } from 'antd/es/date-picker';
