import './antd-css/empty.css';

export type { EmptyProps } from 'antd/es/empty';
export { default as Empty } from 'antd/es/empty';
