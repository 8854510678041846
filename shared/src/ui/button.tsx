import './antd-css/button.css';

export type { ButtonProps } from 'antd/es/button';
export { default as Button } from 'antd/es/button';
