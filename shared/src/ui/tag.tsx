import './antd-css/tag.css';

export type { TagProps } from 'antd/es/tag';
export { default as Tag } from 'antd/es/tag';
