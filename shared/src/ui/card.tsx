import './antd-css/card.css';

export type { CardProps } from 'antd/es/card';
export { default as Card } from 'antd/es/card';
