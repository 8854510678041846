import './antd-css/input-number.css';

export type { InputNumberProps } from 'antd/es/input-number';
export { default as InputNumber } from 'antd/es/input-number';
