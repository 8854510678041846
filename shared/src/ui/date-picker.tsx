export type { DatePickerProps } from 'antd/es/date-picker';
export { default as DatePicker } from 'antd/es/date-picker';
