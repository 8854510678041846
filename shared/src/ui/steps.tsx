import './antd-css/steps.css';

export type { StepsProps } from 'antd/es/steps';
export { default as Steps } from 'antd/es/steps';
