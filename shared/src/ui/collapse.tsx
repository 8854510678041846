export type { CollapseProps } from 'antd/es/collapse';
export { default as Collapse } from 'antd/es/collapse';
