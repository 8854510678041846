import './antd-css/spin.css';

export type { SpinProps } from 'antd/es/spin';
export { default as Spin } from 'antd/es/spin';
