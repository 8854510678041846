import './antd-css/grid.css';

export type { ColProps } from 'antd/es/col';
export { default as Col } from 'antd/es/col';
export type { RowProps } from 'antd/es/row';
export { default as Row } from 'antd/es/row';
