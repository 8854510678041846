import './antd-css/input.css';

export type { InputProps, InputRef } from 'antd/es/input';
export { default as Input } from 'antd/es/input';
