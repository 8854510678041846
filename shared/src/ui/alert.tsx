import './antd-css/alert.css';

export type { AlertProps } from 'antd/es/alert';
export { default as Alert } from 'antd/es/alert';
