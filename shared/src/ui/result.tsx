import './antd-css/result.css';

export type { ResultProps } from 'antd/es/result';
export { default as Result } from 'antd/es/result';
